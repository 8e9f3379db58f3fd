import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { ParcelCheckResponse } from '@contract/parcel';
import type { ParcelStatus } from '@contract/parcel-status';
import { CardSlots, ParcelResults, ResultCard } from '@/features/parcel-lookup/components/parcel-results-modal';
import { formatDate, formatDateTime, formatTugrik } from '@/lib/format';

/*
 * A search's results as the server renders them for a crowd of `GET /?phone=`: the
 * cards are most of a render's work, yet a card differs from another of its kind (status, priced
 * or not, the same estimate) only by its code, its time and its price. Each kind's card is
 * rendered once with stand-in values and kept as a template cut where they appear. The list around
 * the cards (CardSlots: each card's place left empty) shows only how many parcels of each status,
 * the total and the minute of the check, so it is kept too, by those. A request fills each card's
 * template with its values and puts the cards in their places: no React render at all.
 *
 * A template is kept only when proven: filled with a second set of stand-ins it is byte for byte
 * that set's render, and filled with the first real parcel, byte for byte its render. The first
 * request of each kind, and of each list, is also rendered whole and compared; one difference and every search is
 * rendered whole from then on. Values that could be escaped or encoded (a code with other than
 * letters, digits and dashes, a time not as the server writes it) are never put into a template.
 */

type FoundParcel = ParcelCheckResponse['list'][number];
type Template = { parts: string[]; slots: number[] };
/** A list around its cards, cut at the cards' places, with the status of each place's card. */
type Around = { parts: string[]; statuses: ParcelStatus[] };

const SAFE_CODE = /^[A-Za-z0-9-]+$/;
const SERVER_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const STAND_INS = [
  { trackCode: 'QZSTANDIN00001', updatedAt: '2001-02-03T04:05:06.789Z', price: 987_654 },
  { trackCode: 'QZSTANDIN00002', updatedAt: '2002-04-06T05:07:08.912Z', price: 876_543 },
] as const;
/** Kinds kept: statuses × priced or not × the estimates of a few weeks. */
const KINDS_KEPT = 500;
/** Lists kept: the status counts of this minute's answers. */
const LISTS_KEPT = 500;
const SLOT = /<li data-card-slot="([^"]*)"><\/li>/;

function keep<Value>(kept: Map<string, Value>, key: string, value: Value, most: number) {
  kept.set(key, value);
  if (kept.size > most) kept.delete(kept.keys().next().value!);
}

const html = (node: ReactNode) => renderToString(<StrictMode>{node}</StrictMode>);
const renderCard = (parcel: FoundParcel) => html(<ResultCard parcel={parcel} />);

/** What a card shows that changes from one card of a kind to another, in a fixed order. */
const valuesOf = (parcel: FoundParcel) => [
  parcel.trackCode,
  parcel.updatedAt,
  formatDate(parcel.updatedAt),
  ...(parcel.price === null ? [] : [formatTugrik(parcel.price)]),
];

const kindOf = (parcel: FoundParcel) => JSON.stringify([parcel.status, parcel.price === null, parcel.eta ?? null]);

/** The HTML cut wherever one of the values stands; null when two of them overlap or one is missing. */
function templateOf(text: string, values: string[]): Template | null {
  const found: Array<{ at: number; slot: number }> = [];
  values.forEach((value, slot) => {
    for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + value.length)) found.push({ at, slot });
  });
  found.sort((a, b) => a.at - b.at);
  const parts: string[] = [];
  let from = 0;
  for (const { at, slot } of found) {
    if (at < from) return null;
    parts.push(text.slice(from, at));
    from = at + values[slot]!.length;
  }
  parts.push(text.slice(from));
  const slots = found.map((entry) => entry.slot);
  return values.every((_, slot) => slots.includes(slot)) ? { parts, slots } : null;
}

function fill({ parts, slots }: Template, values: string[]): string {
  let text = parts[0]!;
  for (let index = 0; index < slots.length; index += 1) text += values[slots[index]!]! + parts[index + 1]!;
  return text;
}

const templatable = (parcel: FoundParcel) => SAFE_CODE.test(parcel.trackCode) && SERVER_TIME.test(parcel.updatedAt);

/** Renders search results with kept card templates (see above). */
export function createResultsRenderer() {
  const kinds = new Map<string, Template | null>();
  const lists = new Map<string, Around | null>();
  let trusted = true;

  /** A new kind's template, proven, with the real card's render; template null when it cannot be kept. */
  const newTemplate = (parcel: FoundParcel): { template: Template | null; card: string } => {
    const card = renderCard(parcel);
    const [first, second] = STAND_INS.map((standIn) => ({ ...parcel, ...(parcel.price === null ? { ...standIn, price: null } : standIn) }));
    const template = templateOf(renderCard(first!), valuesOf(first!));
    const proven = template && fill(template, valuesOf(second!)) === renderCard(second!) && fill(template, valuesOf(parcel)) === card;
    return { template: proven ? template : null, card };
  };

  /** The list around its cards for this answer, cut at each card's place, and the status of the card each place holds. */
  const aroundOf = (answer: ParcelCheckResponse, checkedAt: number): Around | null => {
    const pieces = html(
      <CardSlots.Provider value>
        <ParcelResults result={answer} checkedAt={checkedAt} />
      </CardSlots.Provider>,
    ).split(SLOT);
    const statusOf = new Map(answer.list.map((parcel) => [parcel.trackCode, parcel.status]));
    const statuses = pieces.filter((_, index) => index % 2 === 1).map((code) => statusOf.get(code));
    if (statuses.some((status) => status === undefined)) return null;
    return { parts: pieces.filter((_, index) => index % 2 === 0), statuses: statuses as ParcelStatus[] };
  };

  /** Each place takes the next card of its status, in the answer's order (a group lists its parcels so); null when one runs out. */
  const put = ({ parts, statuses }: Around, answer: ParcelCheckResponse, cards: string[]): string | null => {
    const waiting = new Map<ParcelStatus, number[]>();
    answer.list.forEach((parcel, index) => waiting.set(parcel.status, [...(waiting.get(parcel.status) ?? []), index]));
    let text = parts[0]!;
    for (let place = 0; place < statuses.length; place += 1) {
      const index = waiting.get(statuses[place]!)?.shift();
      if (index === undefined) return null;
      text += cards[index]! + parts[place + 1]!;
    }
    return text;
  };

  function renderResults(answer: ParcelCheckResponse, checkedAt: number): string {
    const whole = () => html(<ParcelResults result={answer} checkedAt={checkedAt} />);
    // An odd code or time (never from this server's check): the whole render, as before.
    if (!trusted || answer.list.length === 0 || !answer.list.every(templatable)) return whole();
    let fresh = false;
    const cards = answer.list.map((parcel) => {
      const kind = kindOf(parcel);
      const template = kinds.get(kind);
      if (template) return fill(template, valuesOf(parcel));
      if (template === null) return renderCard(parcel);
      const made = newTemplate(parcel);
      keep(kinds, kind, made.template, KINDS_KEPT);
      fresh = true;
      return made.card;
    });
    // The list around the cards shows the count of each status, the total and the minute of the check.
    const counts = [...new Set(answer.list.map((parcel) => parcel.status))]
      .sort()
      .map((status) => [status, answer.list.filter((parcel) => parcel.status === status).length]);
    const key = JSON.stringify([counts, answer.total, formatDateTime(checkedAt)]);
    let around = lists.get(key);
    if (around === undefined) {
      around = aroundOf(answer, checkedAt);
      keep(lists, key, around, LISTS_KEPT);
      fresh = true;
    }
    const text = around && put(around, answer, cards);
    if (text && !fresh) return text;
    const rendered = whole();
    if (text !== rendered) trusted = false;
    return rendered;
  }
  /** How many kinds have a proven template, or null once a difference turned templates off. */
  const provenKinds = () => (trusted ? [...kinds.values()].filter(Boolean).length : null);
  return Object.assign(renderResults, { provenKinds });
}
