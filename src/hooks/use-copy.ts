import { useEffect, useId } from 'react';
import { useT } from '@/i18n/i18n';
import { copyText } from '@/lib/clipboard';
import { createStore } from '@/lib/create-store';
import { notify } from '@/lib/toast';

/** How long a button shows its done mark before it reads "copy" again. */
export const COPIED_MARK_MS = 3000;

/**
 * The one button whose copy is the clipboard's content now: copying another value takes the mark
 * off the previous one (the clipboard no longer holds it), and the mark goes by itself after a while.
 */
const lastCopied = createStore<string | null>(null);

/** Copies a value and says so: "{field} амжилттай хуулагдлаа", or "Хуулахад алдаа гарлаа". */
export function useCopy() {
  const t = useT();
  const id = useId();
  const copied = lastCopied.use() === id;

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => {
      if (lastCopied.get() === id) lastCopied.set(null);
    }, COPIED_MARK_MS);
    return () => clearTimeout(timer);
  }, [copied, id]);

  const copy = async (text: string, field: string) => {
    try {
      await copyText(text);
      lastCopied.set(id);
      notify.success(t('address.copiedToast', { field }));
    } catch {
      notify.error(t('address.copyError'));
    }
  };

  return { copied, copy };
}
