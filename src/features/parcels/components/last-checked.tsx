import { useT } from '@/i18n/i18n';
import { formatDate } from '@/lib/format';

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY/MM/DD HH:mm`: the date as lists show it, plus the time, since a status changes within a day. */
export function formatCheckedAt(timestamp: number): string {
  const date = new Date(timestamp);
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** "Сүүлд шалгасан: {time}": when the answer on screen last came from the server. */
export function LastChecked({ at, className }: { at: number; className?: string }) {
  const t = useT();
  return <p className={className}>{t('search.lastChecked', { time: formatCheckedAt(at) })}</p>;
}
