import { STATUS_FLOW, type ParcelStatus } from '@contract';

/**
 * The moves the server accepts from a status (README, Staff calls: status rules): any later step of the
 * forward path (a missed scan must not block a parcel), and BROKEN from anything before FINISHED.
 * FINISHED and BROKEN are final. The first entry is the usual next step.
 */
export function nextStatuses(current: ParcelStatus): ParcelStatus[] {
  if (current === 'FINISHED' || current === 'BROKEN') return [];
  return [...STATUS_FLOW.slice(STATUS_FLOW.indexOf(current) + 1), 'BROKEN'];
}
