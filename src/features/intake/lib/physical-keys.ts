/*
 * A barcode scanner is a keyboard that presses keys by position, as on a US layout. On a computer
 * set to the Mongolian Cyrillic layout the same positions type Cyrillic letters (and, on the digit
 * row, `№`, `-`, `"`, `₮`…): `YT1234` arrives as `НЕ№-"₮`. A code field therefore reads each key's
 * position (`KeyboardEvent.code`) and types the Latin letter or digit found there, whatever the layout.
 */

/** The Latin character at a key's position, for the keys a tracking code is made of; null for any other key. */
export function latinOfKeyCode(code: string): string | null {
  const letter = /^Key([A-Z])$/.exec(code);
  if (letter) return letter[1]!;
  const digit = /^(?:Digit|Numpad)([0-9])$/.exec(code);
  if (digit) return digit[1]!;
  if (code === 'Minus' || code === 'NumpadSubtract') return '-';
  return null;
}

type KeyLike = { key: string; code: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; isComposing?: boolean };

/**
 * What a key press should type into a code field instead of its own character, or null to let it
 * type as usual: shortcuts, Enter and Backspace, an IME, phones' on-screen keyboards (no `code`),
 * and keys that already type what their position says.
 */
export function typedByPosition(event: KeyLike): string | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return null;
  if ([...event.key].length !== 1) return null;
  const latin = latinOfKeyCode(event.code);
  if (latin === null || latin === event.key.toUpperCase()) return null;
  return latin;
}

const nativeValue = () => Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/**
 * Types `text` at the input's caret (over its selection) as if the key had typed it. The value is
 * set through the element's own setter, which React's change tracking does not see, so the input
 * event that follows reaches onChange as a person's typing would.
 */
export function typeAtCaret(input: HTMLInputElement, text: string) {
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? input.value.length;
  const next = input.value.slice(0, start) + text + input.value.slice(end);
  if (input.maxLength >= 0 && next.length > input.maxLength) return;
  nativeValue()?.call(input, next);
  input.setSelectionRange(start + text.length, start + text.length);
  input.dispatchEvent(new InputEvent('input', { bubbles: true, data: text, inputType: 'insertText' }));
}
