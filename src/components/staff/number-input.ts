/**
 * A number typed into a staff form, as the contract's schemas take it: a number (not the text, so the
 * schema's own messages say what is wrong: not whole, negative), nothing for an empty field, and a
 * decimal comma read as a point, as Mongolian keyboards type it. Anything else that `Number()` would
 * still read (`0x10`, `1e3`, ` `) is not a number a person typed: NaN, which the schema refuses.
 */
export function numberInput(text: string): number | undefined {
  const typed = text.trim();
  if (typed === '') return undefined;
  return /^-?\d+([.,]\d+)?$/.test(typed) ? Number(typed.replace(',', '.')) : Number.NaN;
}
