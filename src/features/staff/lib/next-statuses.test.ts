import { describe, expect, it } from 'vitest';
import { nextStatuses } from './next-statuses';

describe('nextStatuses', () => {
  it('offers every later step of the path, the usual one first, and BROKEN', () => {
    expect(nextStatuses('REGISTERED')).toEqual(['RECEIVED', 'SENT', 'DELIVERED', 'FINISHED', 'BROKEN']);
    expect(nextStatuses('SENT')).toEqual(['DELIVERED', 'FINISHED', 'BROKEN']);
    expect(nextStatuses('DELIVERED')).toEqual(['FINISHED', 'BROKEN']);
  });

  it('offers nothing from the final statuses', () => {
    expect(nextStatuses('FINISHED')).toEqual([]);
    expect(nextStatuses('BROKEN')).toEqual([]);
  });
});
