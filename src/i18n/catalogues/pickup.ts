import { defineCatalogue } from '../i18n';

/** The customer's pickup card and collected parcels in "Миний ачаа". */
export const pickupCatalogue = defineCatalogue('pickup', {
  mn: {
    card: '{count} ачаа бэлэн · {amount}',
    title: 'Авахад бэлэн',
    code: 'Авах код',
    codeHint: 'Улаанбаатарын агуулахад энэ кодыг хэлэх эсвэл QR кодыг уншуулна уу. Таны илгээсэн хүн ч энэ кодоор авч болно.',
    qr: 'Авах кодын QR',
    paid: 'Төлөгдсөн',
    noFee: 'Үнэ тогтоогоогүй',
    unpriced: '{count} ачааны үнэ тогтоогоогүй байна',
    finished: 'Захиалга дууссан',
    collected: '{date} олгосон · {amount}',
    weight: 'Жин',
    size: 'Хэмжээ',
    kg: 'кг',
    cm: 'см',
  },
  en: {
    card: '{count} parcels ready · {amount}',
    title: 'Ready to collect',
    code: 'Pickup code',
    codeHint: 'Tell this code or show the QR code at the Ulaanbaatar warehouse. Someone you send can collect with it too.',
    qr: 'QR of the pickup code',
    paid: 'Paid',
    noFee: 'No fee yet',
    unpriced: '{count} parcels still wait for a fee',
    finished: 'Order finished',
    collected: 'Handed over {date} · {amount}',
    weight: 'Weight',
    size: 'Size',
    kg: 'kg',
    cm: 'cm',
  },
});
