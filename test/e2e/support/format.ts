/*
 * What the app promises to show, written here independently of its own formatters (a broken
 * formatter must not agree with itself): money as `12,300 ₮`, dates as `YYYY/MM/DD`.
 */

export const tugrik = (amount: number) => `${amount.toLocaleString('en-US')} ₮`;

export function today(): string {
  const now = new Date();
  return `${now.getFullYear()}/${String(now.getMonth() + 1).padStart(2, '0')}/${String(now.getDate()).padStart(2, '0')}`;
}
