import { useState } from 'react';
import { useT } from '@/i18n/i18n';
import { copyText } from '@/lib/clipboard';
import { notify } from '@/lib/toast';

/** Copies a value and says so: "{field} амжилттай хуулагдлаа", or "Хуулахад алдаа гарлаа". */
export function useCopy() {
  const t = useT();
  const [copied, setCopied] = useState(false);

  const copy = async (text: string, field: string) => {
    try {
      await copyText(text);
      setCopied(true);
      notify.success(t('address.copiedToast', { field }));
    } catch {
      notify.error(t('address.copyError'));
    }
  };

  return { copied, copy };
}
