import { describe, expect, it } from 'vitest';
import { latinOfKeyCode, typedByPosition } from './physical-keys';

const key = (key: string, code: string, extra: Partial<{ ctrlKey: boolean; isComposing: boolean }> = {}) => ({
  key,
  code,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...extra,
});

// What a US-layout scanner typing `YT-1234` sends to a computer set to the Mongolian Cyrillic layout.
const MONGOLIAN_YT1234 = [
  key('н', 'KeyY'),
  key('е', 'KeyT'),
  key('е', 'Minus'),
  key('№', 'Digit1'),
  key('-', 'Digit2'),
  key('"', 'Digit3'),
  key('₮', 'Digit4'),
];

describe('keys read by position', () => {
  it('types the Latin code a scanner meant on a Mongolian Cyrillic layout', () => {
    expect(MONGOLIAN_YT1234.map((event) => typedByPosition(event) ?? event.key).join('')).toBe('YT-1234');
  });

  it('leaves Latin keys, shortcuts, Enter, an IME and on-screen keyboards alone', () => {
    expect(typedByPosition(key('y', 'KeyY'))).toBeNull();
    expect(typedByPosition(key('7', 'Numpad7'))).toBeNull();
    expect(typedByPosition(key('м', 'KeyV', { ctrlKey: true }))).toBeNull();
    expect(typedByPosition(key('Enter', 'Enter'))).toBeNull();
    expect(typedByPosition(key('н', 'KeyY', { isComposing: true }))).toBeNull();
    expect(typedByPosition(key('н', ''))).toBeNull();
    expect(typedByPosition(key('ү', 'BracketLeft'))).toBeNull();
  });

  it('knows letters, both digit rows and the dash', () => {
    expect(['KeyA', 'KeyZ', 'Digit0', 'Numpad9', 'Minus', 'NumpadSubtract', 'Space'].map(latinOfKeyCode)).toEqual([
      'A',
      'Z',
      '0',
      '9',
      '-',
      '-',
      null,
    ]);
  });
});
