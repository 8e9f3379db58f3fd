import { PARCEL_STATUSES } from '@contract';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES = new URL('../../../server/modules/', import.meta.url).pathname;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(folder, entry.name)) : entry.name.endsWith('.ts') ? [join(folder, entry.name)] : [],
  );
}

const QUEUE_CALL = /\bqueue(?:Parcel|Status)Notifications\(([\s\S]*?)\);/g;

/** Each module file (outside the outbox itself) that queues a parcel's push, with the event names it writes out. */
function queueingFiles(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const file of sourceFiles(MODULES)) {
    const name = relative(MODULES, file);
    if (name.startsWith('push/')) continue;
    const calls = [...readFileSync(file, 'utf8').matchAll(QUEUE_CALL)];
    if (calls.length > 0) found[name] = calls.flatMap((call) => [...call[1]!.matchAll(/'([A-Z_]+)'/g)].map((literal) => literal[1]!));
  }
  return found;
}

/*
 * A status change tells its owner only through moveParcels, registerParcels and tellHeldBackMoves
 * (parcels/), so no caller can forget it. Other modules queue only what is not a status change, each
 * at the write that makes it true: a trip reaching the border, a parcel late or near its storage
 * end, a payment, a delivery on its way, a parcel given to the customer who claimed it (told the
 * status it already has). A new file queueing, or a status queued outside parcels/, fails here.
 */
describe('who queues a parcel push', () => {
  it('is the status writes of parcels/, and the events that are not status changes, each at its own write', () => {
    expect(queueingFiles()).toEqual({
      'parcels/move-parcel.ts': ['SENT'],
      'parcels/register-parcels.ts': [],
      'trips/trip-unloading.ts': ['TRIP_ARRIVED'],
      'delivery/delivery-moves.ts': ['OUT_FOR_DELIVERY'],
      'arrival/late-parcels.ts': [],
      'claims/claim-repository.ts': [],
      'payments/payment-repository.ts': ['PAID'],
    });
  });

  it('queues no parcel status outside parcels/', () => {
    const statuses = new Set<string>(PARCEL_STATUSES);
    const outside = Object.entries(queueingFiles()).filter(([file]) => !file.startsWith('parcels/'));
    expect(outside.flatMap(([file, events]) => events.filter((event) => statuses.has(event)).map((event) => `${file}: ${event}`))).toEqual(
      [],
    );
  });

  it('reads the events of a call spread over lines', () => {
    const call = "await queueParcelNotifications(\n  trx,\n  rows.map((row) => row.id),\n  'TRIP_ARRIVED',\n);";
    expect([...call.matchAll(QUEUE_CALL)].map((match) => match[1]!.match(/'([A-Z_]+)'/)![1])).toEqual(['TRIP_ARRIVED']);
  });
});
