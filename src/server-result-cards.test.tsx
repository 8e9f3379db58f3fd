import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ParcelCheckResponse } from '@contract';
import { ParcelResults, preloadResultParts } from '@/features/parcel-lookup/components/parcel-results-modal';
import { createResultsRenderer } from './server-result-cards';

/*
 * The server's results with kept card templates must be byte for byte React's whole render of the
 * same answer (the browser hydrates them): for the request that makes a template and for every one
 * filled from it, whatever the code, time, price and estimate.
 */

const CHECKED_AT = Date.UTC(2026, 10, 28, 4, 30);
type Parcel = ParcelCheckResponse['list'][number];

const whole = (answer: ParcelCheckResponse, checkedAt = CHECKED_AT) =>
  renderToString(
    <StrictMode>
      <ParcelResults result={answer} checkedAt={checkedAt} />
    </StrictMode>,
  );

const parcel = (index: number, fields: Partial<Parcel> = {}): Parcel => ({
  trackCode: `YT${String(100200300 + index)}`,
  price: 11_500 + index * 1_250,
  status: 'SENT',
  updatedAt: new Date(Date.UTC(2026, 10, 1 + index, index, index * 3, 7, index)).toISOString(),
  ...fields,
});

const answerOf = (list: Parcel[]): ParcelCheckResponse => ({ list, total: list.length });

beforeAll(() => preloadResultParts());

describe("the server's search results from kept card templates", () => {
  it('are the whole render, for the answer that makes the templates and for later ones of the same kinds', () => {
    const render = createResultsRenderer();
    const eta = { from: '2026-12-01', to: '2026-12-04', late: false };
    const kinds = (offset: number) => [
      parcel(offset, { status: 'RECEIVED', eta }),
      parcel(offset + 1, { status: 'SENT', eta: { ...eta, late: true } }),
      parcel(offset + 2, { status: 'DELIVERED', price: null }),
      parcel(offset + 3, { status: 'DELIVERED' }),
      parcel(offset + 4, { status: 'FINISHED', trackCode: `SF-${offset}` }),
    ];
    // The same counts of each status in another order, and in another minute: the kept list is filled right.
    const lists = [kinds(0), kinds(10), kinds(20).reverse(), [parcel(40, { price: 0 })], kinds(30).slice(0, 2), kinds(50).slice(0, 2)];
    for (const [index, list] of lists.entries()) {
      const checkedAt = CHECKED_AT + (index === 5 ? 60_000 : 0);
      expect(render(answerOf(list), checkedAt)).toBe(whole(answerOf(list), checkedAt));
    }
    // Each of the six kinds above (status, priced or not, estimate) was kept and proven; none turned off.
    expect(render.provenKinds()).toBe(6);
  });

  it('fills a kept list whose finished parcels wait behind a button, and one with a status twice as many', () => {
    const render = createResultsRenderer();
    const many = (offset: number, statuses: Parcel['status'][]) => statuses.map((status, index) => parcel(offset + index, { status }));
    const shapes = [
      many(0, ['FINISHED', 'SENT', 'FINISHED', 'DELIVERED', 'FINISHED', 'SENT', 'FINISHED', 'RECEIVED']),
      many(10, ['SENT', 'FINISHED', 'FINISHED', 'RECEIVED', 'FINISHED', 'DELIVERED', 'SENT', 'FINISHED']),
      many(20, ['SENT', 'SENT', 'SENT', 'SENT']),
      many(30, ['SENT', 'SENT', 'SENT', 'SENT']),
    ];
    for (const list of shapes) expect(render(answerOf(list), CHECKED_AT)).toBe(whole(answerOf(list)));
    expect(render.provenKinds()).toBe(4);
  });

  it('renders whole an answer with a code the template could not carry as it is', () => {
    const render = createResultsRenderer();
    const list = [parcel(1), parcel(2, { trackCode: 'A&B<1>' })];
    expect(render(answerOf(list), CHECKED_AT)).toBe(whole(answerOf(list)));
    expect(render(answerOf([parcel(3)]), CHECKED_AT)).toBe(whole(answerOf([parcel(3)])));
    expect(render.provenKinds()).toBe(1);
  });
});
