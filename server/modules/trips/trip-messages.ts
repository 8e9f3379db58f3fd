import type { TripScanRefusal, TripState } from '@contract/trips';
import { PARCEL_STATUS_LABELS } from '@contract/parcel-status';

/** The trips' Mongolian messages (a toast, or a scan's own line on the staff screen). */
export const tripMessages = {
  notFound: 'Рейс олдсонгүй',
  notLoading: (state: TripState) => `Рейс ${STATE_WORDS[state]} тул ачаа ачих, буулгах, цуцлах боломжгүй`,
  notDeparted: (state: TripState) => `Рейс ${STATE_WORDS[state]} тул ирснийг тэмдэглэх боломжгүй`,
  notArrived: (state: TripState) => `Рейс ${STATE_WORDS[state]} тул буулгах боломжгүй`,
  sealNeeded: 'Лацны дугаар оруулна уу',
  emptyTrip: 'Ачаагүй рейс хөдлөх боломжгүй',
  notMissing: 'Энэ ачаа уг рейсээс дутуу биш, эсвэл шийдвэрлэгдсэн байна',
  notOnTrip: 'Энэ рейсэнд байгаагүй',
} as const;

/** What each state means in "Рейс … тул": the reason a call does not fit the trip. */
const STATE_WORDS: Record<TripState, string> = {
  LOADING: 'ачигдаж байгаа',
  DEPARTED: 'хөдөлсөн',
  ARRIVED: 'ирсэн',
  UNLOADED: 'буулгагдаж дууссан',
  CANCELLED: 'цуцлагдсан',
};

const label = PARCEL_STATUS_LABELS.mn;

export const scanRefusalMessages: Record<Exclude<TripScanRefusal, 'MOVE_REFUSED' | 'CHANGED_MEANWHILE'>, string> = {
  NOT_IN_ERENHOT: `Ачаа "${label.RECEIVED}" төлөвт биш байна`,
  ON_ANOTHER_TRIP: 'Ачаа өөр рейсэнд ачигдсан байна',
  ALREADY_LOADED: 'Энэ рейсэнд ачигдсан байна',
  ALREADY_UNLOADED: 'Аль хэдийн буулгасан',
  PARCEL_NOT_FOUND: 'Ачаа олдсонгүй',
};
