/**
 * A number typed into a staff form, as the contract's schemas take it: a number (not the text, so the
 * schema's own messages say what is wrong: not a number, not whole, negative), nothing for an empty
 * field, and a decimal comma read as a point, as Mongolian keyboards type it.
 */
export function numberInput(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text.trim().replace(',', '.'));
}
