/*
 * Text typed into the server's HTML of a screen the app then renders afresh instead of hydrating (a
 * visitor who chose English, the service worker's copy of a screen with data): createRoot replaces
 * those fields, text and focus with them. src/main.tsx keeps them from just before the render until
 * its commit (the render is a transition, in slices, and the old fields still take typing meanwhile),
 * by the fields' names (a radio by its value), and each field takes its own back at mount
 * (TextField, Segmented).
 */

const typed = new Map<string, string>();
const chosen = new Set<string>();
let focusedName: string | undefined;

type TextControl = HTMLInputElement | HTMLTextAreaElement;

const isText = (field: TextControl) => !['radio', 'checkbox', 'hidden', 'submit', 'button', 'file'].includes(field.type);

const KEPT_ON = ['input', 'change', 'focusin'] as const;
let stopKeeping: (() => void) | undefined;

/**
 * Keeps what was typed into `root`'s named text fields, the radios tapped, and which field had the
 * focus: now, and again on each change until forgetTextTypedBefore (the app's first commit).
 */
export function keepTextTypedBefore(root: HTMLElement): void {
  stopKeeping?.();
  focusedName = undefined;
  const keep = () => keepWhatIsShown(root);
  KEPT_ON.forEach((type) => root.addEventListener(type, keep, true));
  stopKeeping = () => KEPT_ON.forEach((type) => root.removeEventListener(type, keep, true));
  keep();
}

/**
 * Adds what the server's fields show now. The focus is only ever moved to another of them, never
 * forgotten: the commit that removes the focused field takes the focus with it (and may fire an
 * event here on the way), and the field drawn in its place must still get it back.
 */
function keepWhatIsShown(root: HTMLElement): void {
  for (const field of root.querySelectorAll<TextControl>('input[name], textarea[name]')) {
    if (isText(field) && field.value !== field.defaultValue) typed.set(field.name, field.value);
    // A radio group's name is per render (useId), so a tapped choice is kept by its value.
    if (field instanceof HTMLInputElement && field.type === 'radio' && field.checked && !field.defaultChecked) chosen.add(field.value);
  }
  const active = document.activeElement;
  const name = active instanceof HTMLElement && root.contains(active) && 'name' in active ? String(active.name) : '';
  if (name !== '') focusedName = name;
}

/** The text typed into the field called `name` before the app rendered, once (later fields of that name start empty). */
export function takeTextTypedBefore(name: string): { text: string | undefined; focused: boolean } {
  const text = typed.get(name);
  typed.delete(name);
  const focused = name !== '' && focusedName === name;
  if (focused) focusedName = undefined;
  return { text, focused };
}

/** Whether the radio of value `value` was tapped before the app rendered, once. */
export function takeChosenBefore(value: string): boolean {
  return chosen.delete(value);
}

/**
 * Called once the app's first screen is committed (src/app/app.tsx): its fields have taken what was
 * theirs, and what is left must not turn up in a field of the same name opened later.
 */
export function forgetTextTypedBefore(): void {
  stopKeeping?.();
  stopKeeping = undefined;
  typed.clear();
  chosen.clear();
  focusedName = undefined;
}
