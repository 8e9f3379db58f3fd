import type { ErrorReason } from '@contract/error-reasons';
import { reasonMessages } from '@contract/reason-messages';
import { conflict, type HttpError } from '../../lib/http-error';

/*
 * The refusals of the money paths (the counter, online payment, door delivery) by name, each with
 * its reason code (contract/error-reasons.ts): a reason's words are contract/reason-messages.ts's;
 * only the cases a reason's default does not say (short cash, nothing to collect…) are worded here.
 */

const tugrik = (amount: number) => `${amount.toLocaleString('en-US')} ₮`;

export const billingMessages = {
  notReady: reasonMessages.NOT_READY,
  handedOver: reasonMessages.HANDED_OVER,
  inDelivery: reasonMessages.IN_DELIVERY,
  notPriced: reasonMessages.NOT_PRICED,
  twoCustomers: reasonMessages.TWO_CUSTOMERS,
  paymentPending: reasonMessages.PAYMENT_PENDING,
  cashShort: (received: number, due: number) => `Авсан дүн (${tugrik(received)}) нийт төлөх дүнгээс (${tugrik(due)}) бага байна`,
  wrongAmount: reasonMessages.WRONG_AMOUNT,
  collectedMissing: (due: number) => `Хүргэлтээр ${tugrik(due)} авах ёстой: авсан мөнгөө (хэлбэр, дүн) оруулна уу`,
  nothingToCollect: 'Төлөх дүн үлдээгүй тул мөнгө авах шаардлагагүй',
  alreadyPaid: reasonMessages.ALREADY_PAID,
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
