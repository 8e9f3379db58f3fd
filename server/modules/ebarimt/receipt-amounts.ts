/*
 * The tax parts of a receipt, in whole möngö (1/100 ₮) so the sums are exact: prices include VAT
 * (10 %) and, when the service is subject to it, city tax (2 %), both of the price before tax. Each
 * item's parts are rounded once; the receipt's totals are the items' sums, so they add up exactly.
 */

export interface TaxedAmount {
  totalAmount: number;
  totalVAT: number;
  totalCityTax: number;
}

const toMongo = (tugrik: number) => Math.round(tugrik * 100);
const toTugrik = (mongo: number) => mongo / 100;

/** One price's VAT and city tax: VAT = price × 10/110 (or 10/112 with city tax), city tax = price × 2/112. */
export function taxesOf(price: number, cityTax: boolean): TaxedAmount {
  const total = toMongo(price);
  const divisor = cityTax ? 112 : 110;
  const vat = Math.round((total * 10) / divisor);
  const city = cityTax ? Math.round((total * 2) / divisor) : 0;
  return { totalAmount: toTugrik(total), totalVAT: toTugrik(vat), totalCityTax: toTugrik(city) };
}

/** The receipt's totals: the sums of its items (in möngö, so no binary noise). */
export function sumOf(parts: readonly TaxedAmount[]): TaxedAmount {
  const sum = (key: keyof TaxedAmount) => toTugrik(parts.reduce((total, part) => total + toMongo(part[key]), 0));
  return { totalAmount: sum('totalAmount'), totalVAT: sum('totalVAT'), totalCityTax: sum('totalCityTax') };
}
