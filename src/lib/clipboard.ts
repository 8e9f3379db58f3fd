/** Copies with a hidden textarea: older Android WebViews and non-secure origins lack the Clipboard API. */
function copyWithTextarea(text: string): void {
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  // Off-screen but selectable; `fixed` keeps iOS and Android from scrolling to it.
  textarea.style.position = 'fixed';
  textarea.style.top = '0';
  textarea.style.left = '-9999px';
  textarea.style.opacity = '0';
  document.body.append(textarea);
  const selection = document.getSelection();
  const previous = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  // Older Android Chrome copies only from a focused field.
  textarea.focus({ preventScroll: true });
  textarea.select();
  textarea.setSelectionRange(0, text.length);
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } finally {
    textarea.remove();
    previousFocus?.focus({ preventScroll: true });
    if (previous && selection) {
      selection.removeAllRanges();
      selection.addRange(previous);
    }
  }
  if (!copied) throw new Error('copy command refused');
}

/** Puts text on the clipboard; rejects when neither the Clipboard API nor the fallback could. */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission denied or no user activation (some Android builds): the old way still works there.
    }
  }
  copyWithTextarea(text);
}
