import { formatDate } from '@/lib/format';

/** `YYYY/MM/DD HH:mm` in local time: a parcel's history needs the hour, not just the day. */
export function formatDateTime(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
