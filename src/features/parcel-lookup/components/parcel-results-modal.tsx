import { lazy, Suspense } from 'react';
import type { ParcelCheckResponse } from '@contract';
import { Modal } from '@/components/modal/modal';
import { ParcelPrice, ParcelStatusBadge } from '@/components/parcel-status/parcel-status';
import { useT } from '@/i18n/i18n';
import { formatDate } from '@/lib/format';
import { visuallyHidden } from '@/styles/utilities.css';
import { LastChecked } from './last-checked';
import { LookupNotFound } from './lookup-not-found';
import * as styles from './parcel-results-modal.css';

// Loaded with the first result, not with the home page: the search is on the first paint's budget.
const ResultTimeline = lazy(() => import('./result-timeline').then((module) => ({ default: module.ResultTimeline })));
// The arrival estimate too (issue 27): its words and badge stay off the first paint.
const ArrivalLine = lazy(() => import('@/components/arrival-line/arrival-line').then((module) => ({ default: module.ArrivalLine })));

/** `checkedAt`: when the answer came from the server (it may be a saved one, shown offline). */
type ParcelResultsModalProps = { result: ParcelCheckResponse; checkedAt: number; onClose: () => void };

export function ParcelResultsModal({ result, checkedAt, onClose }: ParcelResultsModalProps) {
  const t = useT();
  return (
    <Modal title={t('search.results')} onClose={onClose}>
      <LastChecked at={checkedAt} className={styles.total} />
      {result.list.length === 0 ? (
        <LookupNotFound />
      ) : (
        <>
          <p className={styles.total}>{t('search.total', { count: result.total })}</p>
          <ul className={styles.list}>
            {result.list.map((parcel) => (
              <li key={parcel.trackCode} className={styles.item}>
                <span className={styles.code}>{parcel.trackCode}</span>
                <span className={styles.price}>
                  <span className={visuallyHidden}>{t('search.price')}: </span>
                  <ParcelPrice price={parcel.price} />
                </span>
                <span className={styles.meta}>
                  <ParcelStatusBadge status={parcel.status} />
                </span>
                <span className={styles.date}>
                  <span className={visuallyHidden}>{t('search.date')}: </span>
                  <time dateTime={parcel.updatedAt}>{formatDate(parcel.updatedAt)}</time>
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
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
