import { describe, expect, it } from 'vitest';
import { personName } from './person-name';

describe('personName', () => {
  it('writes the family name initial, then the given name', () => {
    expect(personName({ lastName: 'Дорж', firstName: 'Батаа' })).toBe('Д. Батаа');
    expect(personName({ lastName: ' өлзий ', firstName: ' Сараа ' })).toBe('Ө. Сараа');
  });

  it('keeps whichever part there is, and gives "" for none', () => {
    expect(personName({ lastName: '', firstName: 'Батаа' })).toBe('Батаа');
    expect(personName({ lastName: 'Дорж', firstName: null })).toBe('Дорж');
    expect(personName({ lastName: null, firstName: '  ' })).toBe('');
  });
});
