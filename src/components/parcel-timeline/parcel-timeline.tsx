import type { ParcelHistory, ParcelTripTimes } from '@contract';
import { Spinner } from '@/components/spinner/spinner';
import { journeyCatalogue } from '@/i18n/catalogues/journey';
import { useT } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/format';
import { formatMeasures, type Measures } from '@/lib/measures';
import * as styles from './parcel-timeline.css';

/**
 * A parcel's steps, oldest first, each with its time (`YYYY/MM/DD HH:mm`); the last is the current
 * one. `history` is undefined while it is on its way. With `measures`, the weight and size that made
 * the fee come first, so the fee can be checked against the calculator.
 */
export function ParcelTimeline({
  history,
  measures,
  trip,
}: {
  history: ParcelHistory | undefined;
  measures?: Measures | undefined;
  /** The truck's times: loaded, left Erenhot, reached Ulaanbaatar, among the steps by time. */
  trip?: ParcelTripTimes | undefined;
}) {
  const t = useT(journeyCatalogue);
  const measured = measures ? formatMeasures(measures, { kg: t('journey.kg'), cm: t('journey.cm') }) : '';
  return (
    <section className={styles.section} aria-label={t('journey.timeline')}>
      {measured ? <p className={styles.measures}>{t('journey.measures', { measures: measured })}</p> : null}
      <h2 className={styles.title}>{t('journey.timeline')}</h2>
      {history ? <Steps history={history} trip={trip} /> : <Spinner />}
    </section>
  );
}

function Steps({ history, trip }: { history: ParcelHistory; trip: ParcelTripTimes | undefined }) {
  const t = useT();
  const tj = useT(journeyCatalogue);
  const truck = trip
    ? (
        [
          ['journey.tripLoaded', trip.loadedAt],
          ['journey.tripDeparted', trip.departedAt],
          ['journey.tripArrived', trip.arrivedAt],
        ] as const
      ).flatMap(([key, at]) => (at ? [{ key, label: tj(key), at }] : []))
    : [];
  // By time; a status and a truck step at the same moment keep the status first (sort is stable).
  const entries = [...history.map((step) => ({ key: step.status, label: t(`status.${step.status}`), at: step.at })), ...truck].sort(
    (a, b) => Date.parse(a.at) - Date.parse(b.at),
  );
  return (
    <ol className={styles.steps}>
      {entries.map((step, index) => (
        <li key={`${step.key}-${step.at}`} className={styles.step} aria-current={index === entries.length - 1 ? 'step' : undefined}>
          <span className={styles.status}>{step.label}</span>
          <time className={styles.time} dateTime={step.at}>
            {formatDateTime(step.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
