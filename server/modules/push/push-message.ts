import { DELIVERY_STATE_LABELS, PARCEL_STATUS_LABELS, STORAGE_WARNING_DAYS, type PushMessage } from '@contract';
import type { NotificationEvent, PushLanguage } from '../../db/schema';

const TITLES = {
  mn: { status: 'Ачааны төлөв шинэчлэгдлээ', OUT_FOR_DELIVERY: 'Таны ачаа хүргэлтэд гарлаа' },
  en: { status: 'Parcel status updated', OUT_FOR_DELIVERY: 'Your parcel is out for delivery' },
} as const;

/** Events that are no status: a title and a line of their own. */
const NOTICES = {
  mn: {
    LATE: { title: 'Ачаа хоцорч байна', label: 'ердийн хугацаанаасаа удаж байна' },
    STORAGE_ENDING: {
      title: 'Хадгалалтын хугацаа дуусах гэж байна',
      label: `${STORAGE_WARNING_DAYS} хоногийн дараа хадгалалтын төлбөр эхэлнэ`,
    },
    PAID: { title: 'Төлбөр төлөгдлөө', label: 'Улаанбаатарын агуулахаас авах боломжтой' },
    TRIP_ARRIVED: { title: 'Ачаатай машин Улаанбаатарт ирлээ', label: 'буулгаж байна, бэлэн болмогц мэдэгдэнэ' },
    LOST: { title: 'Ачаа олдохгүй байна', label: 'машинаас буулгахад олдсонгүй, бид тантай холбогдоно' },
  },
  en: {
    LATE: { title: 'Parcel running late', label: 'taking longer than usual' },
    STORAGE_ENDING: { title: 'Free storage ends soon', label: `storage fees start in ${STORAGE_WARNING_DAYS} days` },
    PAID: { title: 'Payment received', label: 'ready to collect at the Ulaanbaatar warehouse' },
    TRIP_ARRIVED: { title: 'Your parcel’s truck reached Ulaanbaatar', label: 'being unloaded, we will tell you when it is ready' },
    LOST: { title: 'Parcel not found', label: 'it was not on the truck when unloaded, we will contact you' },
  },
} as const;

/** The notification for one parcel's event, in the subscriber's language. */
export function pushMessage(event: NotificationEvent, trackCode: string, language: PushLanguage): PushMessage {
  if (event === 'LATE' || event === 'STORAGE_ENDING' || event === 'PAID' || event === 'TRIP_ARRIVED' || event === 'LOST') {
    const notice = NOTICES[language][event];
    return {
      title: notice.title,
      body: `${trackCode}: ${notice.label}`,
      url: `/track/${encodeURIComponent(trackCode)}`,
      tag: `parcel-${trackCode}`,
    };
  }
  const outForDelivery = event === 'OUT_FOR_DELIVERY';
  const label = outForDelivery ? DELIVERY_STATE_LABELS[language].OUT_FOR_DELIVERY : PARCEL_STATUS_LABELS[language][event];
  return {
    title: outForDelivery ? TITLES[language].OUT_FOR_DELIVERY : TITLES[language].status,
    body: `${trackCode}: ${label}`,
    url: `/track/${encodeURIComponent(trackCode)}`,
    tag: `parcel-${trackCode}`,
  };
}
