import type { StorageRule } from '@contract/arrival-calls';
import type { Db } from '../../db/database';
import { conflict } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import { findStorageRule } from './storage-days';

/**
 * Sets the organisation's storage rule, with its audit row. The rule lives beside the prices: an
 * organisation without prices sets those first (409 `PRICES_FIRST`).
 */
export function setStorageRule(db: Db, organizationId: number, actorId: number, { freeDays, dailyFee }: StorageRule): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const before = await findStorageRule(trx, organizationId);
    const result = await trx
      .updateTable('prices')
      .set({ storage_free_days: freeDays, storage_daily_fee: dailyFee, updated_at: new Date().toISOString() })
      .where('organization_id', '=', organizationId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw conflict('PRICES_FIRST');
    await recordAudit(trx, {
      actorId,
      action: 'storage-rule.update',
      object: `organization:${organizationId}`,
      before: { ...before },
      after: { freeDays, dailyFee },
    });
  });
}
