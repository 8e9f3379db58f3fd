import type { ErrorReason } from '@contract/error-reasons';
import { conflict, type HttpError } from '../../lib/http-error';

/*
 * The refusals of the money paths (the counter, online payment, door delivery) in one place, each
 * with its reason code (contract/error-reasons.ts): the PWA branches on the reason, people read the message.
 */

const tugrik = (amount: number) => `${amount.toLocaleString('en-US')} ₮`;

export const billingMessages = {
  notReady: (code: string) => `${code} ачаа олгоход бэлэн биш байна (Улаанбаатарт ирээгүй эсвэл өөр төлөвтэй)`,
  handedOver: (code: string) => `${code} ачааг аль хэдийн олгосон байна`,
  inDelivery: (code: string) => `${code} ачааг хүргэлтээр хүргүүлэхээр хүсэлт гаргасан байна`,
  notPriced: (code: string) => `${code} ачааны хөлс тогтоогоогүй тул төлбөртэй олгох боломжгүй. Эхлээд жин, хэмжээ эсвэл үнийг оруулна уу`,
  twoCustomers: 'Нэг удаад зөвхөн нэг хэрэглэгчийн ачааг олгоно',
  paymentPending: (code: string) =>
    `${code} ачааны онлайн төлбөр хүлээгдэж байна: нэхэмжлэх төлөгдөх, цуцлагдах эсвэл хугацаа нь дуусах хүртэл бэлнээр авах боломжгүй`,
  cashShort: (received: number, due: number) => `Авсан дүн (${tugrik(received)}) нийт төлөх дүнгээс (${tugrik(due)}) бага байна`,
  wrongAmount: (received: number, due: number) => `Авсан дүн (${tugrik(received)}) нийт төлөх дүнтэй (${tugrik(due)}) таарахгүй байна`,
  collectedMissing: (due: number) => `Хүргэлтээр ${tugrik(due)} авах ёстой: авсан мөнгөө (хэлбэр, дүн) оруулна уу`,
  nothingToCollect: 'Төлөх дүн үлдээгүй тул мөнгө авах шаардлагагүй',
  alreadyPaid: (code: string) => `${code} ачааны төлбөр төлөгдсөн байна: төлөх дүн үлдээгүй`,
  onlineNotPaid: 'Онлайнаар төлөгдөөгүй ачаа байна: төлөх дүнг өөр хэлбэрээр авна уу',
} as const;

/**
 * The note on an invoice closed (cancelled or expired) when QPay had received money for it after
 * all: the money is in the ledger, on no parcel, for staff to refund (the counter lists it).
 */
export const LATE_MONEY_NOTE = 'Цуцалсан нэхэмжлэхэд орсон төлбөр: буцаах эсвэл үлдэгдэлд тооцох';

/**
 * The note once staff keep such money against what the customer owes (`POST
 * /api/staff/payments/{id}/keep`): it is the customer's credit, taken off their next handover.
 */
export const KEPT_AS_CREDIT_NOTE = 'Цуцалсан нэхэмжлэхэд орсон төлбөрийг үлдэгдэлд тооцсон';

/** While a refund of such money is at QPay: neither listed nor kept meanwhile. */
export const REFUNDING_NOTE = 'Цуцалсан нэхэмжлэхэд орсон төлбөрийг буцааж байна';

export const refuse = (message: string, reason: ErrorReason): HttpError => conflict(message, reason);
