import { DELIVERY_STATE_LABELS, PARCEL_STATUS_LABELS, type PushMessage } from '@contract';
import type { NotificationEvent, PushLanguage } from '../../db/schema';

const TITLES = {
  mn: { status: 'Ачааны төлөв шинэчлэгдлээ', OUT_FOR_DELIVERY: 'Таны ачаа хүргэлтэнд гарлаа' },
  en: { status: 'Parcel status updated', OUT_FOR_DELIVERY: 'Your parcel is out for delivery' },
} as const;

/** The notification for one parcel's event, in the subscriber's language. */
export function pushMessage(event: NotificationEvent, trackCode: string, language: PushLanguage): PushMessage {
  const outForDelivery = event === 'OUT_FOR_DELIVERY';
  const label = outForDelivery ? DELIVERY_STATE_LABELS[language].OUT_FOR_DELIVERY : PARCEL_STATUS_LABELS[language][event];
  return {
    title: outForDelivery ? TITLES[language].OUT_FOR_DELIVERY : TITLES[language].status,
    body: `${trackCode}: ${label}`,
    url: `/track/${encodeURIComponent(trackCode)}`,
    tag: `parcel-${trackCode}`,
  };
}
