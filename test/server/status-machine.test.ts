import { PARCEL_STATUSES, type ParcelStatus } from '@contract';
import { describe, expect, it } from 'vitest';
import { refusedMove } from '../../server/modules/parcels/status-machine';

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
});
