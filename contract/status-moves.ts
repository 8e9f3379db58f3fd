import { PARCEL_STATUS_LABELS, STATUS_FLOW, type ParcelStatus } from './parcel-status';

/*
 * The status rule, once for the server (which enforces it on every PATCH) and the staff screen (which
 * offers only the moves it allows). Without zod, like parcel-status.ts.
 */

const label = PARCEL_STATUS_LABELS.mn;

/**
 * Why `from → to` is refused (Mongolian, fit for a toast), or null when allowed. Moves go forward
 * along the flow (skipping a scan is allowed, going back is not); BROKEN is reachable from anything
 * before FINISHED and ends the flow; FINISHED ends it too. Staying put is not a move, so it is allowed.
 */
export function refusedMove(from: ParcelStatus, to: ParcelStatus): string | null {
  if (from === to) return null;
  if (from === 'FINISHED' || from === 'BROKEN') return `"${label[from]}" ачааны төлөвийг өөрчлөх боломжгүй`;
  if (to === 'BROKEN') return null;
  if (STATUS_FLOW.indexOf(to) < STATUS_FLOW.indexOf(from)) {
    return `Ачааны төлөвийг "${label[from]}"-аас "${label[to]}" руу буцаах боломжгүй`;
  }
  return null;
}

/** The moves allowed from a status, in the flow's order (the usual next step first), BROKEN last. */
export function nextStatuses(from: ParcelStatus): ParcelStatus[] {
  return [...STATUS_FLOW, 'BROKEN' as const].filter((to) => to !== from && refusedMove(from, to) === null);
}
