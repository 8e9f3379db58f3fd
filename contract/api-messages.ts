import { UNDO_WINDOW_MINUTES } from './undo-window';

/*
 * What the API says when it refuses (Mongolian, fit for a toast): the server answers these, and the
 * PWA's msw handlers and the tests import them instead of copying the words. Without zod.
 */
export const apiMessages = {
  badRequest: 'Хүсэлт буруу байна',
  invalidJson: 'Илгээсэн мэдээлэл JSON хэлбэртэй биш байна',
  emptyBody: 'Хүсэлтийн агуулга хоосон байна',
  unsupportedMediaType: 'Энэ төрлийн агуулгыг хүлээн авахгүй',
  payloadTooLarge: 'Илгээсэн мэдээлэл хэт том байна',
  headersTooLarge: 'Хүсэлтийн толгой хэсэг хэт том байна',
  requestTimeout: 'Хүсэлт хэт удаан ирлээ. Дахин оролдоно уу',
  notFound: 'Хуудас олдсонгүй',
  methodNotAllowed: 'Энэ үйлдлийг хийх боломжгүй',
  unauthorized: 'Нэвтэрч орно уу',
  forbidden: 'Танд энэ үйлдлийг хийх эрх байхгүй',
  crossSite: 'Өөр сайтаас ирсэн хүсэлтийг хүлээн авахгүй',
  tooManyRequests: 'Хэт олон хүсэлт илгээлээ. Түр хүлээгээд дахин оролдоно уу',
  serverError: 'Серверийн алдаа гарлаа',
  unavailable: 'Үйлчилгээ түр ажиллахгүй байна',
  writeCollided: 'Өөр хүн яг одоо ижил ачааг хадгалж байна. Дахин оролдоно уу',
  loginUnavailable: 'Нэвтрэх үйлчилгээ түр ажиллахгүй байна. Түр хүлээгээд дахин оролдоно уу',
  passwordQueueFull: 'Нэвтрэх хүсэлт хэт олон байна. Хэдэн секундын дараа дахин оролдоно уу',
  badCredentials: 'Утасны дугаар эсвэл нууц үг буруу байна',
  accountDisabled: 'Таны бүртгэл хаагдсан байна. Байгууллагын админд хандана уу',
  wrongCurrentPassword: 'Одоогийн нууц үг буруу байна',
  phoneTaken: 'Энэ утасны дугаараар бүртгэл үүссэн байна',
  phoneInUse: 'Энэ утасны дугаарт бүртгэл эсвэл ачаа бүртгэлтэй байна',
  currentPasswordForPhone: 'Утасны дугаар солихын тулд одоогийн нууц үгээ оруулна уу',
  userNotFound: 'Хэрэглэгч олдсонгүй',
  addressNotFound: 'Хаяг олдсонгүй',
  parcelNotFound: 'Ачаа олдсонгүй',
  parcelExists: 'Энэ трак кодтой ачаа бүртгэлтэй байна',
  parcelOfAnother: 'Энэ трак код өөр хэрэглэгчид бүртгэлтэй байна. Бидэнтэй холбогдоно уу',
  parcelNotRemovable: 'Энэ ачааг устгах боломжгүй: зөвхөн өөрийн бүртгэсэн, агуулахад ирээгүй ачааг устгана',
  phoneForNewParcel: 'Шинэ ачаанд утасны дугаар оруулна уу',
  parcelChangedMeanwhile: 'Ачааны төлөв яг одоо өөрчлөгдлөө. Дахин оролдоно уу',
  moveNotUndoable: `Энэ шилжүүлгийг буцаах боломжгүй: зөвхөн өөрийн хийсэн сүүлийн шилжүүлгийг ${UNDO_WINDOW_MINUTES} минутын дотор буцаана`,
  warehouseNotFound: 'Агуулахын мэдээлэл олдсонгүй',
  pricesNotFound: 'Үнийн мэдээлэл олдсонгүй',
  organizationNotFound: 'Байгууллагын мэдээлэл олдсонгүй',
  pushServiceNotAllowed: 'Энэ мэдэгдлийн үйлчилгээг хүлээн авахгүй',
  pushKeyInvalid: 'Мэдэгдлийн түлхүүр буруу байна: мэдэгдлийг унтрааж дахин асаана уу',
  deliveryNotFound: 'Хүргэлтийн хүсэлт олдсонгүй',
  deliveryParcelsNotAvailable: 'Зөвхөн «Улаанбаатарт ирсэн» төлөвтэй, өөр хүсэлтэд ороогүй өөрийн ачааг хүргүүлэх боломжтой',
  deliveryNotCancellable: 'Хүргэлтэд гарсан эсвэл дууссан хүсэлтийг цуцлах боломжгүй',
  deliveryWrongMove: 'Хүргэлтийн хүсэлтийг энэ төлөв рүү шилжүүлэх боломжгүй',
  deliveryChangedMeanwhile: 'Хүргэлтийн төлөв яг одоо өөрчлөгдлөө. Дахин оролдоно уу',
  photoMissing: 'Зургийн файлыг «photo» талбарт илгээнэ үү',
  photoNotImage: 'Энэ файл зураг биш байна: JPEG, PNG эсвэл WebP зураг илгээнэ үү',
  photoTooLarge: 'Зураг хэт том байна: 5 МБ хүртэл зураг илгээнэ үү',
  photoTooManyPixels: 'Зургийн хэмжээ хэт том байна (пикселийн тоо): жижигрүүлээд дахин илгээнэ үү',
  photoLimitReached: 'Нэг ачаанд 5 хүртэл зураг хадгална',
  photoNotFound: 'Зураг олдсонгүй',
  photoStoreFailed: 'Зургийг хадгалж чадсангүй. Дахин оролдоно уу',
} as const;

/** POST /api/package past the day's allowance (429 PREREGISTER_DAILY_LIMIT). */
export const preRegisterDailyLimitMessage = (max: number) =>
  `Нэг өдөрт ${max}-аас олон трак код урьдчилан бүртгэх боломжгүй. Маргааш дахин оролдоно уу`;

/**
 * A pre-registered code scanned without a phone (409 PREREGISTERED_CONFIRM_PHONE): whoever claimed
 * the code is named, and staff confirm the phone on the box before the parcel becomes theirs.
 */
export const preRegisteredConfirmPhoneMessage = (owner: string) =>
  `Энэ трак кодыг ${owner} дугаартай хэрэглэгч урьдчилан бүртгүүлсэн. Хайрцаг дээрх утасны дугаар мөн эсэхийг шалгаад баталгаажуулна уу`;

/** A pre-registered code scanned with another phone (409 PREREGISTERED_OTHER_PHONE): both numbers, staff decide. */
export const preRegisteredOtherPhoneMessage = (owner: string, scanned: string) =>
  `Энэ трак кодыг ${owner} дугаартай хэрэглэгч урьдчилан бүртгүүлсэн, харин ${scanned} дугаар оруулсан байна. Аль нь зөвийг шалгаад дугаарыг засна уу`;
