import { CLAIMS_PER_DAY } from './arrival-calls';
import { HANDOVER_UNDO_WINDOW_MINUTES } from './counter';
import type { ErrorReason } from './error-reasons';
import { refusedMove } from './status-moves';
import type { TripState } from './trips';
import { UNDO_WINDOW_MINUTES } from './undo-window';

/*
 * What a refusal says (Mongolian, fit for a toast), keyed by its reason (contract/error-reasons.ts):
 * the server's `conflict('PHONE_TAKEN')` takes its words from here, and the tests and the PWA's msw
 * handlers import them instead of copying them. Words that name something (a track code, a phone,
 * an amount) are functions of it. Not for the PWA's bundles (it branches on the reason, and shows
 * the message it was sent).
 */

const tugrik = (amount: number) => `${amount.toLocaleString('en-US')} ₮`;
const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/** What each trip state means in "Рейс … тул": why a call does not fit the trip. */
const TRIP_STATE_WORDS: Record<TripState, string> = {
  LOADING: 'ачигдаж байгаа',
  DEPARTED: 'хөдөлсөн',
  ARRIVED: 'ирсэн',
  UNLOADED: 'буулгагдаж дууссан',
  CANCELLED: 'цуцлагдсан',
};

/** A role's refusal (STAFF_ONLY, ADMIN_ONLY): the same words, since the screen offers neither to those refused. */
const NOT_ALLOWED = 'Танд энэ үйлдлийг хийх эрх байхгүй';

/** A reason's words: fixed, or built from what the refusal names. */
type Words = string | ((...args: never[]) => string | null);

/** Each reason's words (its commonest case; `caseMessages` below has the others). */
export const reasonMessages = {
  TRACK_CODE_TAKEN: 'Энэ трак кодтой ачаа бүртгэлтэй байна',
  PREREGISTERED_OTHER_PHONE: (owner: string, scanned: string) =>
    `Энэ трак кодыг ${owner} дугаартай хэрэглэгч урьдчилан бүртгүүлсэн, харин ${scanned} дугаар оруулсан байна. Аль нь зөвийг шалгаад дугаарыг засна уу`,
  PHONE_NEEDED: 'Шинэ ачаанд утасны дугаар оруулна уу',
  /** Whoever claimed the code is named, and staff confirm the phone on the box before the parcel becomes theirs. */
  PREREGISTERED_CONFIRM_PHONE: (owner: string) =>
    `Энэ трак кодыг ${owner} дугаартай хэрэглэгч урьдчилан бүртгүүлсэн. Хайрцаг дээрх утасны дугаар мөн эсэхийг шалгаад баталгаажуулна уу`,
  PREREGISTER_DAILY_LIMIT: (max: number) => `Нэг өдөрт ${max}-аас олон трак код урьдчилан бүртгэх боломжгүй. Маргааш дахин оролдоно уу`,
  /** The status rule words it, naming both statuses (null when the move is allowed). */
  MOVE_REFUSED: refusedMove,
  CHANGED_MEANWHILE: 'Ачааны төлөв яг одоо өөрчлөгдлөө. Дахин оролдоно уу',
  MOVE_NOT_UNDOABLE: `Энэ шилжүүлгийг буцаах боломжгүй: зөвхөн өөрийн хийсэн сүүлийн шилжүүлгийг ${UNDO_WINDOW_MINUTES} минутын дотор буцаана`,
  LOGIN_LOCKED: (lockedForMs: number) => `Хэт олон удаа буруу оролдлоо. ${minutes(lockedForMs)} минутын дараа дахин оролдоно уу`,
  ACCOUNT_DISABLED: 'Таны бүртгэл хаагдсан байна. Байгууллагын админд хандана уу',
  PRICES_FIRST: 'Эхлээд тээврийн үнээ оруулна уу',
  CLAIM_DECIDED: 'Энэ хүсэлтийг аль хэдийн шийдсэн байна',
  PARCEL_CLAIMED: 'Энэ ачааг өөр хэрэглэгчид олгосон байна',
  PAYMENT_PENDING: (code: string) =>
    `${code} ачааны онлайн төлбөр хүлээгдэж байна: нэхэмжлэх төлөгдөх, цуцлагдах эсвэл хугацаа нь дуусах хүртэл бэлнээр авах боломжгүй`,
  SMS_BUDGET_SPENT: 'Одоогоор SMS код илгээх боломжгүй байна. Нэг цагийн дараа дахин оролдоно уу, эсвэл ажилтнаас тусламж аваарай',
  SMS_ACCOUNT_DAILY_LIMIT: 'Өнөөдөр хэт олон код хүслээ. Маргааш дахин оролдоно уу',
  SMS_PHONE_DAILY_LIMIT: 'Энэ дугаарт өнөөдөр хэт олон код илгээлээ. Маргааш дахин оролдоно уу, эсвэл ажилтнаас тусламж аваарай',
  ADMIN_ONLY: NOT_ALLOWED,
  SMS_NOT_CONFIGURED: 'SMS илгээх үйлчилгээ тохируулаагүй тул кодыг харилцагчийн утсанд илгээж чадахгүй',
  CLAIM_DAILY_LIMIT: `Нэг өдөрт ${CLAIMS_PER_DAY}-аас олон ачаанд хүсэлт илгээх боломжгүй. Маргааш дахин оролдоно уу`,
  UNCLAIMED_NOT_CLAIMED: (code: string) =>
    `${code} ачаа эзэнгүй (утасны дугааргүй) байна: хэрэглэгч эхлээд хүсэлт илгээж, ажилтан зөвшөөрсний дараа олгоно`,
  TRIP_NOT_LOADING: (state: TripState) => `Рейс ${TRIP_STATE_WORDS[state]} тул ачаа ачих, буулгах, цуцлах боломжгүй`,
  TRIP_NOT_DEPARTED: (state: TripState) => `Рейс ${TRIP_STATE_WORDS[state]} тул ирснийг тэмдэглэх боломжгүй`,
  TRIP_NOT_ARRIVED: (state: TripState) => `Рейс ${TRIP_STATE_WORDS[state]} тул буулгах боломжгүй`,
  NOT_MISSING: 'Энэ ачаа уг рейсээс дутуу биш, эсвэл шийдвэрлэгдсэн байна',
  NOT_READY: (code: string) => `${code} ачаа олгоход бэлэн биш байна (Улаанбаатарт ирээгүй эсвэл өөр төлөвтэй)`,
  HANDED_OVER: (code: string) => `${code} ачааг аль хэдийн олгосон байна`,
  IN_DELIVERY: (code: string) => `${code} ачааг хүргэлтээр хүргүүлэхээр хүсэлт гаргасан байна`,
  NOT_PRICED: (code: string) => `${code} ачааны хөлс тогтоогоогүй тул төлбөртэй олгох боломжгүй. Эхлээд жин, хэмжээ эсвэл үнийг оруулна уу`,
  TWO_CUSTOMERS: 'Нэг удаад зөвхөн нэг хэрэглэгчийн ачааг олгоно',
  WRONG_AMOUNT: (received: number, due: number) => `Авсан дүн (${tugrik(received)}) нийт төлөх дүнтэй (${tugrik(due)}) таарахгүй байна`,
  UNDO_EXPIRED: `Энэ олголтыг буцаах боломжгүй: зөвхөн өөрийн хийсэн олголтыг ${HANDOVER_UNDO_WINDOW_MINUTES} минутын дотор буцаана`,
  ALREADY_PAID: (code: string) => `${code} ачааны төлбөр төлөгдсөн байна: төлөх дүн үлдээгүй`,
  IDEMPOTENCY_KEY_REUSED: 'Энэ Idempotency-Key өөр хүсэлтэд ашиглагдсан байна. Шинэ түлхүүрээр дахин илгээнэ үү',
  COMPANY_NOT_FOUND: 'Ийм дугаартай байгууллага олдсонгүй',
  PHONE_TAKEN: 'Энэ утасны дугаараар бүртгэл үүссэн байна',
  PHONE_IN_USE: 'Энэ утасны дугаарт бүртгэл эсвэл ачаа бүртгэлтэй байна',
  PHONE_NOT_VERIFIED: 'Утасны дугаараа баталгаажуулна уу. Баталгаажсаны дараа энэ дугаарын ачаа танд харагдана',
  STAFF_ONLY: NOT_ALLOWED,
  CROSS_SITE: 'Өөр сайтаас ирсэн хүсэлтийг хүлээн авахгүй',
  RATE_LIMITED: 'Хэт олон хүсэлт илгээлээ. Түр хүлээгээд дахин оролдоно уу',
  CODE_REFUSED: 'Баталгаажуулах код буруу байна',
  WRONG_PASSWORD: 'Одоогийн нууц үг буруу байна',
  TRACK_CODE_OF_ANOTHER: 'Энэ трак код өөр хэрэглэгчид бүртгэлтэй байна. Бидэнтэй холбогдоно уу',
  NOT_REMOVABLE: 'Энэ ачааг устгах боломжгүй: зөвхөн өөрийн бүртгэсэн, агуулахад ирээгүй ачааг устгана',
  PHOTO_LIMIT: 'Нэг ачаанд 5 хүртэл зураг хадгална',
  CLAIM_EXISTS: 'Та энэ ачааг аль хэдийн хүсэлт илгээсэн байна',
  STAFF_CHANGE_REFUSED: 'Өөрийнхөө эрхийг бууруулах эсвэл бүртгэлээ хаах боломжгүй',
  TRIP_EMPTY: 'Ачаагүй рейс хөдлөх боломжгүй',
  DELIVERY_MOVE_REFUSED: 'Хүргэлтийн хүсэлтийг энэ төлөв рүү шилжүүлэх боломжгүй',
  DELIVERY_NOT_CANCELLABLE: 'Хүргэлтэд гарсан эсвэл дууссан хүсэлтийг цуцлах боломжгүй',
  DELIVERY_CLOSED: 'Хүргэгдсэн эсвэл хаагдсан хүсэлтийг онлайнаар төлөх боломжгүй',
  PAYMENT_NOT_OPEN: 'Энэ төлбөр нээлттэй биш байна',
  NOT_PAID: 'Зөвхөн төлөгдсөн онлайн төлбөрийг буцаана',
  NOT_LATE_MONEY: 'Зөвхөн цуцалсан нэхэмжлэлд орсон, буцаагаагүй төлбөрийг үлдэгдэлд тооцно',
  RECEIPT_NOT_RETRYABLE: 'И-баримтыг зөвхөн амжилтгүй болсон эсвэл буцаалт нь амжилтгүй болсон үед дахин оролдоно',
} as const satisfies Record<ErrorReason, Words>;

/** The reasons whose words are fixed: a refusal may give only its reason (`conflict('PHONE_TAKEN')`). */
export type FixedWordsReason = {
  [R in ErrorReason]: (typeof reasonMessages)[R] extends string ? R : never;
}[ErrorReason];

/** The other cases a reason covers, each in its own words, keyed by reason and case. */
export const caseMessages = {
  ADMIN_ONLY: { customerPassword: 'Харилцагчийн нууц үгийг зөвхөн админ сэргээнэ' },
  CHANGED_MEANWHILE: {
    delivery: 'Хүргэлтийн төлөв яг одоо өөрчлөгдлөө. Дахин оролдоно уу',
    requestInFlight: 'Энэ хүсэлт одоо хийгдэж байна. Хэсэг хүлээгээд дахин оролдоно уу',
  },
  CODE_REFUSED: {
    wrongLast: 'Баталгаажуулах код буруу байна. Шинэ код авна уу',
    expired: 'Баталгаажуулах кодын хугацаа дууссан эсвэл хүчингүй болсон. Шинэ код авна уу',
    /** Recovery: the same words whether the phone has an account or not. */
    recovery: 'Баталгаажуулах код буруу эсвэл хугацаа нь дууссан байна',
  },
  /** Door delivery: the parcels asked for are not all the customer's own, waiting and in no other request. */
  NOT_READY: { forDelivery: 'Зөвхөн «Улаанбаатарт ирсэн» төлөвтэй, өөр хүсэлтэд ороогүй өөрийн ачааг хүргүүлэх боломжтой' },
  PRICES_FIRST: { forFee: 'Үнийн мэдээлэл оруулаагүй тул хөлсийг тооцох боломжгүй' },
  RATE_LIMITED: { phoneCodes: 'Хэт олон код хүслээ. Түр хүлээгээд дахин оролдоно уу' },
  STAFF_CHANGE_REFUSED: { lastAdmin: 'Сүүлийн админыг хасах боломжгүй: эхлээд өөр админ нэмнэ үү' },
} as const satisfies Partial<Record<ErrorReason, Record<string, Words>>>;
