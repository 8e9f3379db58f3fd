import { useT } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/format';
import { ServedTime } from './served-time';

/** "Сүүлд шалгасан: {time}": when the answer on screen last came from the server. */
export function LastChecked({ at, className }: { at: number; className?: string }) {
  const t = useT();
  return (
    <ServedTime as="p" className={className}>
      {t('search.lastChecked', { time: formatDateTime(at) })}
    </ServedTime>
  );
}
