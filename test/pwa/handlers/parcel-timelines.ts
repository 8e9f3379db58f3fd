import { http, HttpResponse } from 'msw';
import type { ParcelSummary, ParcelTimeline } from '@contract';
import type { Measures } from '@/lib/measures';
import { UNMEASURED } from '../fixtures';
import { mswServer } from '../msw-server';
import { apiMessages } from '@contract/api-messages';
import { apiError } from './api-error';

/** A timeline for a parcel the fake server knows only as a summary: registered at creation, then its current status. */
export function timelineOf(parcel: ParcelSummary & Partial<Measures>, registeredAt = parcel.updatedAt): ParcelTimeline {
  const history =
    parcel.status === 'REGISTERED'
      ? [{ status: parcel.status, at: registeredAt }]
      : [
          { status: 'REGISTERED' as const, at: registeredAt },
          { status: parcel.status, at: parcel.updatedAt },
        ];
  return { ...UNMEASURED, ...parcel, history };
}

/** GET /api/package/{code}/history, answered by `find` (undefined: 404). Answers the codes asked for. */
export function serveParcelTimelines(find: (trackCode: string) => ParcelTimeline | undefined) {
  const asked: string[] = [];
  mswServer.use(
    http.get('*/api/package/:trackCode/history', ({ params }) => {
      const trackCode = String(params.trackCode);
      asked.push(trackCode);
      const timeline = find(trackCode);
      return timeline ? HttpResponse.json(timeline) : apiError(404, apiMessages.parcelNotFound);
    }),
  );
  return asked;
}
