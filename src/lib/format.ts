/**
 * A whole number with comma grouping, the product's fixed money format (`12,300`), written by hand:
 * `new Intl.NumberFormat('mn-MN')` gives the same digits, but building it loads ICU's locale data,
 * which was 60-70 ms of the home screen's start on a phone-speed CPU (a quarter of its module
 * evaluation, by the CPU profile), and the format does not depend on the reader's locale anyway.
 */
function groupThousands(amount: number): string {
  const whole = Math.round(amount);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}

/** Whole tugrik with grouping and the ₮ sign: `12,300 ₮`. */
export function formatTugrik(amount: number): string {
  return `${groupThousands(amount)} ₮`;
}

/** Yuan with the ¥ sign: `¥599`. */
export function formatYuan(amount: number): string {
  return `¥${groupThousands(amount)}`;
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
