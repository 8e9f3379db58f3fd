import type { TripScanRefusal } from '@contract/trips';
import { PARCEL_STATUS_LABELS } from '@contract/parcel-status';

/** The trips' Mongolian messages without a reason (a 400, a 404, or a scan's own line on the staff screen); refusals take their reason's. */
export const tripMessages = {
  notFound: 'Рейс олдсонгүй',
  sealNeeded: 'Лацны дугаар оруулна уу',
  notOnTrip: 'Энэ рейсэнд байгаагүй',
} as const;

const label = PARCEL_STATUS_LABELS.mn;

export const scanRefusalMessages: Record<Exclude<TripScanRefusal, 'MOVE_REFUSED' | 'CHANGED_MEANWHILE'>, string> = {
  NOT_IN_ERENHOT: `Ачаа "${label.RECEIVED}" төлөвт биш байна`,
  ON_ANOTHER_TRIP: 'Ачаа өөр рейсэнд ачигдсан байна',
  ALREADY_LOADED: 'Энэ рейсэнд ачигдсан байна',
  ALREADY_UNLOADED: 'Аль хэдийн буулгасан',
  PARCEL_NOT_FOUND: 'Ачаа олдсонгүй',
};
