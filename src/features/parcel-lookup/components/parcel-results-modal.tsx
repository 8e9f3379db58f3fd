import { createContext, Suspense, useContext, useState } from 'react';
import type { ParcelCheckResponse, ParcelStatus } from '@contract';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import { ParcelPrice, ParcelStatusBadge } from '@/components/parcel-status/parcel-status';
import { useT } from '@/i18n/i18n';
import { formatDate } from '@/lib/format';
import { preloadable } from '@/lib/preloadable';
import { visuallyHidden } from '@/styles/utilities.css';
import { LastChecked } from './last-checked';
import { LookupNotFound } from './lookup-not-found';
import { ServedTime } from './served-time';
import * as styles from './parcel-results-modal.css';

// Loaded with the first result, not with the home page: the search is on the first paint's budget.
const ResultTimeline = preloadable(() => import('./result-timeline').then((module) => module.ResultTimeline));
// The arrival estimate too: its words and badge stay off the first paint.
const ArrivalLine = preloadable(() => import('@/components/arrival-line/arrival-line').then((module) => module.ArrivalLine));

/** What the results render lazily, loaded: the server renders them whole (src/entry-server.tsx). */
export const preloadResultParts = () => Promise.all([ResultTimeline.preload(), ArrivalLine.preload()]);

type FoundParcel = ParcelCheckResponse['list'][number];

/** The groups in the order of the journey; a finished order is of least interest, so it comes last. */
const GROUP_ORDER: readonly ParcelStatus[] = ['REGISTERED', 'RECEIVED', 'SENT', 'DELIVERED', 'BROKEN', 'FINISHED'];

/** Up to this many parcels the finished ones show at once; beyond it they wait behind a button. */
const FINISHED_SHOWN_UP_TO = 6;

function groupByStatus(list: readonly FoundParcel[]): { status: ParcelStatus; parcels: FoundParcel[] }[] {
  return GROUP_ORDER.map((status) => ({ status, parcels: list.filter((parcel) => parcel.status === status) })).filter(
    (group) => group.parcels.length > 0,
  );
}

/** `checkedAt`: when the answer came from the server (it may be a saved one, shown offline). */
type ParcelResultsModalProps = { result: ParcelCheckResponse; checkedAt: number; onClose: () => void };

/**
 * The server's page of a search (a crowd of `GET /?phone=` must not cost a whole React
 * render each) renders the page around the results once and keeps it: with this text given, the
 * dialog shows it in place of the results, and the server puts the results, rendered on their own
 * (ParcelResults), where it stands (server/plugins/page-renderer.ts). The browser never sets it.
 */
export const ResultsSlot = createContext<string | null>(null);

/**
 * Set by the server only: each card stands as an empty item naming its code, and the server puts
 * the card, rendered on its own (ResultCard), in its place (src/server-result-cards.tsx).
 */
export const CardSlots = createContext(false);

export function ParcelResultsModal({ result, checkedAt, onClose }: ParcelResultsModalProps) {
  const t = useT();
  const slot = useContext(ResultsSlot);
  return (
    <Modal title={t('search.results')} onClose={onClose} wide={result.list.length > 1}>
      {slot ?? <ParcelResults result={result} checkedAt={checkedAt} />}
    </Modal>
  );
}

/**
 * What the dialog shows of an answer. It names its parts by their track codes, never by useId (whose
 * ids follow the place in the whole tree), so the server can render it on its own and get the very
 * HTML it has inside the page.
 */
export function ParcelResults({ result, checkedAt }: { result: ParcelCheckResponse; checkedAt: number }) {
  const t = useT();
  const groups = groupByStatus(result.list);
  const finishedCount = result.list.filter((parcel) => parcel.status === 'FINISHED').length;
  const [finishedShown, setFinishedShown] = useState(result.list.length <= FINISHED_SHOWN_UP_TO || finishedCount === result.list.length);
  const grouped = groups.length > 1;
  return (
    <>
      <LastChecked at={checkedAt} className={styles.total} />
      {result.list.length === 0 ? (
        <LookupNotFound />
      ) : (
        <>
          <p className={styles.total}>{t('search.total', { count: result.total })}</p>
          <div className={styles.groups}>
            {groups.map(({ status, parcels }) =>
              status === 'FINISHED' && !finishedShown ? (
                <Button key={status} variant="secondary" onClick={() => setFinishedShown(true)}>
                  {t('search.showFinished', { count: parcels.length })}
                </Button>
              ) : (
                <section key={status} aria-label={grouped ? t(`status.${status}`) : undefined} className={styles.group}>
                  {grouped ? (
                    <h3 className={styles.groupTitle}>{t('search.group', { status: t(`status.${status}`), count: parcels.length })}</h3>
                  ) : null}
                  <ul className={styles.list}>
                    {parcels.map((parcel) => (
                      <ResultCard key={parcel.trackCode} parcel={parcel} />
                    ))}
                  </ul>
                </section>
              ),
            )}
          </div>
        </>
      )}
    </>
  );
}

/** One found parcel. Renders alike on its own and in the list: the server renders it so (CardSlots). */
export function ResultCard({ parcel }: { parcel: FoundParcel }) {
  const slots = useContext(CardSlots);
  const t = useT();
  if (slots) return <li data-card-slot={parcel.trackCode} />;
  return (
    <li className={styles.item}>
      <span className={styles.code}>{parcel.trackCode}</span>
      <span className={styles.meta}>
        <ParcelStatusBadge status={parcel.status} />
        <span className={styles.price}>
          <span className={visuallyHidden}>{t('search.price')}: </span>
          <ParcelPrice price={parcel.price} />
        </span>
      </span>
      <span className={styles.date}>
        <span className={visuallyHidden}>{t('search.date')}: </span>
        <ServedTime dateTime={parcel.updatedAt}>{formatDate(parcel.updatedAt)}</ServedTime>
      </span>
      {parcel.eta ? (
        <Suspense fallback={null}>
          <ArrivalLine eta={parcel.eta} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <ResultTimeline trackCode={parcel.trackCode} />
      </Suspense>
    </li>
  );
}
