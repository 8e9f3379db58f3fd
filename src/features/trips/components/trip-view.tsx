import type { TripState } from '@contract/trips';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { Spinner } from '@/components/spinner/spinner';
import { useTrip } from '@/data/trips/trips';
import { tripsCatalogue } from '@/i18n/catalogues/trips';
import { useT } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/format';
import { TripLoading } from './trip-loading';
import { TripManifest } from './trip-manifest';
import { TripUnloading } from './trip-unloading';
import * as styles from './trips.css';

export const stateKey = (state: TripState) => `trips.state${state}` as const;

/** One trip: its head (plate, driver, seal, each step with who and when), then what its state allows. */
export function TripView({ id, onBack }: { id: number; onBack: () => void }) {
  const t = useT(tripsCatalogue);
  const trip = useTrip(id);
  if (!trip.data) return <Spinner />;
  const data = trip.data;
  return (
    <div className={styles.stack}>
      <Card
        title={`${data.code} · ${data.plate}`}
        action={
          <Button variant="ghost" size="sm" onClick={onBack}>
            {t('trips.back')}
          </Button>
        }
      >
        <p>
          <strong>{t(stateKey(data.state))}</strong> · {data.driver} · {data.phone}
          {data.seal ? ` · ${t('trips.seal')}: ${data.seal}` : ''}
        </p>
        <ul className={styles.list}>
          {data.steps.map((step) => (
            <li key={step.state} className={styles.meta}>
              {t('trips.step', { state: t(stateKey(step.state)), at: formatDateTime(step.at), by: step.by })}
            </li>
          ))}
        </ul>
        {data.state === 'DEPARTED' && data.expectedAt ? (
          <p className={styles.meta}>{t('trips.expectedAt', { at: formatDateTime(data.expectedAt) })}</p>
        ) : null}
      </Card>
      {data.state === 'LOADING' ? <TripLoading trip={data} /> : null}
      {data.state === 'DEPARTED' || data.state === 'ARRIVED' || data.state === 'UNLOADED' ? (
        <>
          <TripUnloading trip={data} />
          <TripManifest trip={data} />
        </>
      ) : null}
    </div>
  );
}
