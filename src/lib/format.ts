// The product writes money with comma grouping (`12,300 ₮`); Intl's Mongolian locale does exactly that.
const grouping = new Intl.NumberFormat('mn-MN', { maximumFractionDigits: 0 });

/** Whole tugrik with grouping and the ₮ sign: `12,300 ₮`. */
export function formatTugrik(amount: number): string {
  return `${grouping.format(Math.round(amount))} ₮`;
}

/** Yuan with the ¥ sign: `¥599`. */
export function formatYuan(amount: number): string {
  return `¥${grouping.format(amount)}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Dates in lists: `YYYY/MM/DD`, in the viewer's own time zone. */
export function formatDate(timestamp: string | number | Date): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
}

/** `YYYY/MM/DD HH:mm`, where the hour matters: a status changes within a day. */
export function formatDateTime(timestamp: string | number | Date): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
