import { http, HttpResponse } from 'msw';
import type { ParcelCheckResponse } from '@contract';
import { mswServer } from '../msw-server';
import { serveParcelTimelines, timelineOf } from './parcel-timelines';

/** Whether requests reach the server; offline they fail as a browser's do, with a network error. */
export const network = { up: true };

/**
 * POST /api/package/check, answered by `reply` (an answer, or a whole response such as an error),
 * and the timelines of the parcels it knows by code. Answers the bodies that reached the server.
 */
export function serveParcelChecks(reply: (body: Record<string, unknown>) => ParcelCheckResponse | Response) {
  const asked: Record<string, unknown>[] = [];
  mswServer.use(
    http.post('*/api/package/check', async ({ request }) => {
      if (!network.up) return HttpResponse.error();
      const body = (await request.json()) as Record<string, unknown>;
      asked.push(body);
      const answer = reply(body);
      return answer instanceof Response ? answer : HttpResponse.json(answer);
    }),
  );
  serveParcelTimelines((trackCode) => {
    const answer = reply({ trackCode });
    const parcel = answer instanceof Response ? undefined : answer.list.find((found) => found.trackCode === trackCode);
    return parcel ? timelineOf(parcel) : undefined;
  });
  return asked;
}
