import type { Seller } from '@contract';
import type { Db } from '../../db/database';
import type { ReceiptSource } from '../../db/schema';
import type { EbarimtContext } from './ebarimt-context';
import { sumOf, taxesOf } from './receipt-amounts';
import { findReceiptRowOf } from './receipt-outbox';

/**
 * What a Mongolian receipt must carry besides the lines: the seller's name, TIN, address and phone,
 * and the VAT (and city tax, where the company charges it) included in what was paid, computed line
 * by line as PosAPI was sent them, so the printed figures equal the e-barimt's.
 */
export async function printedReceiptOf(
  db: Db,
  ebarimt: EbarimtContext,
  organizationId: number,
  money: { source: ReceiptSource; sourceId: number; total: number },
): Promise<{ company: Seller; vat: number; cityTax?: number }> {
  const organization = await db
    .selectFrom('organizations')
    .select(['name', 'contact_phones'])
    .where('id', '=', organizationId)
    .executeTakeFirst();
  const place = await db
    .selectFrom('pickup_points')
    .select('address')
    .where('organization_id', '=', organizationId)
    .orderBy('position')
    .limit(1)
    .executeTakeFirst();
  const row = await findReceiptRowOf(db, money.source, money.sourceId);
  const amounts = row ? (JSON.parse(row.lines) as Array<{ amount: number }>).map((line) => line.amount) : [money.total];
  const taxes = sumOf(amounts.map((amount) => taxesOf(amount, ebarimt.cityTax)));
  return {
    company: {
      name: organization?.name ?? '',
      tin: ebarimt.merchantTin,
      address: place?.address ?? '',
      phone: organization?.contact_phones.split(',')[0] ?? '',
    },
    vat: taxes.totalVAT,
    ...(ebarimt.cityTax ? { cityTax: taxes.totalCityTax } : {}),
  };
}
