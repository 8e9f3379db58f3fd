import { useT } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/format';

/** "Сүүлд шалгасан: {time}": when the answer on screen last came from the server. */
export function LastChecked({ at, className }: { at: number; className?: string }) {
  const t = useT();
  return <p className={className}>{t('search.lastChecked', { time: formatDateTime(at) })}</p>;
}
