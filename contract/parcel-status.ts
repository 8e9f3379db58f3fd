/*
 * A parcel's statuses, their order and the labels every screen shows (the moves between them are
 * status-moves.ts). Plain TypeScript without zod: the PWA's first paint imports it
 * (`@contract/parcel-status`) and must not load zod.
 */

export const PARCEL_STATUSES = ['REGISTERED', 'RECEIVED', 'SENT', 'DELIVERED', 'BROKEN', 'FINISHED'] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];

/** The forward path; BROKEN is reachable from any status before FINISHED. */
export const STATUS_FLOW: readonly ParcelStatus[] = ['REGISTERED', 'RECEIVED', 'SENT', 'DELIVERED', 'FINISHED'];

/**
 * The glossary's labels: the API's messages use the Mongolian ones, the PWA's catalogues both.
 * DELIVERED says where the parcel is (waiting in Ulaanbaatar to be collected or delivered): the
 * seed's "Хүргэлт" read as "on its way to me", and stays the word for door delivery itself.
 */
export const PARCEL_STATUS_LABELS = {
  mn: {
    REGISTERED: 'Бүртгэгдсэн',
    RECEIVED: 'Эрээний агуулахад ирсэн',
    SENT: 'Эрээн – УБ замд',
    DELIVERED: 'Улаанбаатарт ирсэн',
    BROKEN: 'Гэмтэлтэй',
    FINISHED: 'Захиалга дууссан',
  },
  en: {
    REGISTERED: 'Registered',
    RECEIVED: 'Received at the Erenhot warehouse',
    SENT: 'On the way Erenhot – Ulaanbaatar',
    DELIVERED: 'Arrived in Ulaanbaatar',
    BROKEN: 'Damaged',
    FINISHED: 'Order finished',
  },
} as const satisfies Record<'mn' | 'en', Record<ParcelStatus, string>>;
