import { STATUS_FLOW, type ParcelStatus } from '@contract';

/** Glossary labels, so a refused move reads naturally in the staff toast. */
export const STATUS_LABELS: Record<ParcelStatus, string> = {
  REGISTERED: 'Бүртгэгдсэн',
  RECEIVED: 'Эрээний агуулахад ирсэн',
  SENT: 'Эрээн – УБ замд',
  DELIVERED: 'Хүргэлт',
  BROKEN: 'Гэмтэлтэй',
  FINISHED: 'Захиалга дууссан',
};

/**
 * Why `from → to` is refused, or null when allowed. Moves go forward along the flow (skipping a
 * scan is allowed, going back is not); BROKEN is reachable from anything before FINISHED and ends
 * the flow; FINISHED ends it too. Staying put is not a move, so it is allowed (PATCH is idempotent).
 */
export function refusedMove(from: ParcelStatus, to: ParcelStatus): string | null {
  if (from === to) return null;
  if (from === 'FINISHED') return `"${STATUS_LABELS.FINISHED}" ачааны төлөвийг өөрчлөх боломжгүй`;
  if (from === 'BROKEN') return `"${STATUS_LABELS.BROKEN}" ачааны төлөвийг өөрчлөх боломжгүй`;
  if (to === 'BROKEN') return null;
  if (STATUS_FLOW.indexOf(to) < STATUS_FLOW.indexOf(from)) {
    return `Ачааны төлөвийг "${STATUS_LABELS[from]}"-аас "${STATUS_LABELS[to]}" руу буцаах боломжгүй`;
  }
  return null;
}
