import type { ParcelHistory } from '@contract';
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
export function ParcelTimeline({ history, measures }: { history: ParcelHistory | undefined; measures?: Measures | undefined }) {
  const t = useT(journeyCatalogue);
  const measured = measures ? formatMeasures(measures, { kg: t('journey.kg'), cm: t('journey.cm') }) : '';
  return (
    <section className={styles.section} aria-label={t('journey.timeline')}>
      {measured ? <p className={styles.measures}>{t('journey.measures', { measures: measured })}</p> : null}
      <h2 className={styles.title}>{t('journey.timeline')}</h2>
      {history ? <Steps history={history} /> : <Spinner />}
    </section>
  );
}

function Steps({ history }: { history: ParcelHistory }) {
  const t = useT();
  return (
    <ol className={styles.steps}>
      {history.map((step, index) => (
        <li key={`${step.status}-${step.at}`} className={styles.step} aria-current={index === history.length - 1 ? 'step' : undefined}>
          <span className={styles.status}>{t(`status.${step.status}`)}</span>
          <time className={styles.time} dateTime={step.at}>
            {formatDateTime(step.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
