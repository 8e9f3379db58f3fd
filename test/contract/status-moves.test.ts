import { describe, expect, it } from 'vitest';
import { PARCEL_STATUS_LABELS, PARCEL_STATUSES, type ParcelStatus } from '@contract/parcel-status';
import { nextStatuses, refusedMove } from '@contract/status-moves';

/** The status rules (docs/api.md) written out as a table, so the rule is checked against the documentation, not against itself. */
const allowed: Record<ParcelStatus, ParcelStatus[]> = {
  REGISTERED: ['REGISTERED', 'RECEIVED', 'SENT', 'DELIVERED', 'FINISHED', 'BROKEN'],
  RECEIVED: ['RECEIVED', 'SENT', 'DELIVERED', 'FINISHED', 'BROKEN'],
  SENT: ['SENT', 'DELIVERED', 'FINISHED', 'BROKEN'],
  DELIVERED: ['DELIVERED', 'FINISHED', 'BROKEN'],
  BROKEN: ['BROKEN'],
  FINISHED: ['FINISHED'],
};

describe('parcel status moves', () => {
  const pairs = PARCEL_STATUSES.flatMap((from) => PARCEL_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)('%s → %s follows the forward-only flow', (from, to) => {
    const reason = refusedMove(from, to);
    if (allowed[from].includes(to)) expect(reason).toBeNull();
    else expect(reason).toMatch(/боломжгүй$/);
  });

  it('names both statuses in Mongolian when a move goes backwards', () => {
    expect(refusedMove('SENT', 'RECEIVED')).toBe('Ачааны төлөвийг "Эрээн – УБ замд"-аас "Эрээний агуулахад ирсэн" руу буцаах боломжгүй');
  });

  it('offers every later step of the path, the usual one first, and BROKEN last', () => {
    expect(nextStatuses('REGISTERED')).toEqual(['RECEIVED', 'SENT', 'DELIVERED', 'FINISHED', 'BROKEN']);
    expect(nextStatuses('SENT')).toEqual(['DELIVERED', 'FINISHED', 'BROKEN']);
    expect(nextStatuses('DELIVERED')).toEqual(['FINISHED', 'BROKEN']);
  });

  it('offers nothing from the final statuses', () => {
    expect(nextStatuses('FINISHED')).toEqual([]);
    expect(nextStatuses('BROKEN')).toEqual([]);
  });

  it('labels every status in both languages', () => {
    for (const labels of Object.values(PARCEL_STATUS_LABELS)) expect(Object.keys(labels).sort()).toEqual([...PARCEL_STATUSES].sort());
  });
});
