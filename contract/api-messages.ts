import { caseMessages, reasonMessages } from './reason-messages';

/*
 * What the API says when it refuses without a reason a client branches on (Mongolian, fit for a
 * toast): bad input, not found, not signed in, the server's own trouble. The server answers these,
 * and the PWA's msw handlers and the tests import them instead of copying the words.
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
  serverError: 'Серверийн алдаа гарлаа',
  unavailable: 'Үйлчилгээ түр ажиллахгүй байна',
  writeCollided: 'Өөр хүн яг одоо ижил ачааг хадгалж байна. Дахин оролдоно уу',
  loginUnavailable: 'Нэвтрэх үйлчилгээ түр ажиллахгүй байна. Түр хүлээгээд дахин оролдоно уу',
  passwordQueueFull: 'Нэвтрэх хүсэлт хэт олон байна. Хэдэн секундын дараа дахин оролдоно уу',
  badCredentials: 'Утасны дугаар эсвэл нууц үг буруу байна',
  currentPasswordForPhone: 'Утасны дугаар солихын тулд одоогийн нууц үгээ оруулна уу',
  userNotFound: 'Хэрэглэгч олдсонгүй',
  addressNotFound: 'Хаяг олдсонгүй',
  parcelNotFound: 'Ачаа олдсонгүй',
  warehouseNotFound: 'Агуулахын мэдээлэл олдсонгүй',
  pricesNotFound: 'Үнийн мэдээлэл олдсонгүй',
  organizationNotFound: 'Байгууллагын мэдээлэл олдсонгүй',
  pushServiceNotAllowed: 'Энэ мэдэгдлийн үйлчилгээг хүлээн авахгүй',
  pushKeyInvalid: 'Мэдэгдлийн түлхүүр буруу байна: мэдэгдлийг унтрааж дахин асаана уу',
  deliveryNotFound: 'Хүргэлтийн хүсэлт олдсонгүй',
  photoMissing: 'Зургийн файлыг «photo» талбарт илгээнэ үү',
  photoNotImage: 'Энэ файл зураг биш байна: JPEG, PNG эсвэл WebP зураг илгээнэ үү',
  photoTooLarge: 'Зураг хэт том байна: 5 МБ хүртэл зураг илгээнэ үү',
  photoTooManyPixels: 'Зургийн хэмжээ хэт том байна (пикселийн тоо): жижигрүүлээд дахин илгээнэ үү',
  photoNotFound: 'Зураг олдсонгүй',
  photoStoreFailed: 'Зургийг хадгалж чадсангүй. Дахин оролдоно уу',
  /*
   * Refusals with a reason, under the names their callers still use: the words are the reason's
   * (contract/reason-messages.ts); new code refuses by reason (`conflict('PHONE_TAKEN')`).
   */
  forbidden: reasonMessages.STAFF_ONLY,
  tooManyRequests: reasonMessages.RATE_LIMITED,
  crossSite: reasonMessages.CROSS_SITE,
  accountDisabled: reasonMessages.ACCOUNT_DISABLED,
  wrongCurrentPassword: reasonMessages.WRONG_PASSWORD,
  phoneTaken: reasonMessages.PHONE_TAKEN,
  phoneInUse: reasonMessages.PHONE_IN_USE,
  parcelExists: reasonMessages.TRACK_CODE_TAKEN,
  parcelOfAnother: reasonMessages.TRACK_CODE_OF_ANOTHER,
  parcelNotRemovable: reasonMessages.NOT_REMOVABLE,
  phoneForNewParcel: reasonMessages.PHONE_NEEDED,
  parcelChangedMeanwhile: reasonMessages.CHANGED_MEANWHILE,
  moveNotUndoable: reasonMessages.MOVE_NOT_UNDOABLE,
  deliveryParcelsNotAvailable: caseMessages.NOT_READY.forDelivery,
  deliveryNotCancellable: reasonMessages.DELIVERY_NOT_CANCELLABLE,
  deliveryWrongMove: reasonMessages.DELIVERY_MOVE_REFUSED,
  deliveryChangedMeanwhile: caseMessages.CHANGED_MEANWHILE.delivery,
  photoLimitReached: reasonMessages.PHOTO_LIMIT,
} as const;

/** The words of 429 PREREGISTER_DAILY_LIMIT and 409 PREREGISTERED_CONFIRM_PHONE / _OTHER_PHONE, under their older names. */
export const preRegisterDailyLimitMessage = reasonMessages.PREREGISTER_DAILY_LIMIT;
export const preRegisteredConfirmPhoneMessage = reasonMessages.PREREGISTERED_CONFIRM_PHONE;
export const preRegisteredOtherPhoneMessage = reasonMessages.PREREGISTERED_OTHER_PHONE;
