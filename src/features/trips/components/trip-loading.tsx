import { useState } from 'react';
import type { TripDetail, TripLoadAnswer } from '@contract/trips';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { TextField } from '@/components/text-field/text-field';
import { useLoadParcels, useTakeOff, useTripStep, useTripWaiting } from '@/data/trips/trips';
import { tripsCatalogue } from '@/i18n/catalogues/trips';
import { useT } from '@/i18n/i18n';
import { formatDate } from '@/lib/format';
import { scanRunOutcome } from '../scan-signal';
import { ScanResult, TripScanForm } from './trip-scan-form';
import * as styles from './trips.css';

/** Erenhot: scan parcels onto the truck, see the load so far and what still waits, then seal and send it. */
export function TripLoading({ trip }: { trip: TripDetail }) {
  const t = useT(tripsCatalogue);
  const load = useLoadParcels(trip.id);
  const takeOff = useTakeOff(trip.id);
  const step = useTripStep(trip.id);
  const waiting = useTripWaiting(true);
  const [answer, setAnswer] = useState<TripLoadAnswer | null>(null);
  const [seal, setSeal] = useState(trip.seal ?? '');
  const onTruck = trip.parcels.filter((parcel) => parcel.loadedAt !== null);
  return (
    <div className={styles.stack}>
      <Card title={t('trips.loading')}>
        <div className={styles.stack}>
          <p className={styles.totals} aria-live="polite">
            {t('trips.loadSoFar', { parcels: trip.load.parcels, weight: trip.load.weightKg, volume: trip.load.volumeM3 })}
          </p>
          <TripScanForm
            label={t('trips.load')}
            pending={load.isPending}
            onScan={async (trackCodes) => {
              const loaded = await load.mutateAsync(trackCodes);
              setAnswer(loaded);
              return scanRunOutcome(loaded);
            }}
            result={
              answer ? (
                <ScanResult
                  done={t('trips.loadedCount', { count: answer.loaded.length })}
                  lines={answer.refused.map((refusal) => ({ ...refusal, warn: true }))}
                />
              ) : null
            }
          />
          <form
            className={styles.formGrid}
            onSubmit={(event) => {
              event.preventDefault();
              step.mutate({ step: 'depart', seal: seal.trim() });
            }}
          >
            <TextField label={t('trips.seal')} name="tripSeal" value={seal} onChange={(event) => setSeal(event.target.value)} />
            <Button type="submit" pending={step.isPending && step.variables?.step === 'depart'}>
              {t('trips.depart')}
            </Button>
            <Button variant="outline" onClick={() => step.mutate({ step: 'cancel' })}>
              {t('trips.cancel')}
            </Button>
          </form>
        </div>
      </Card>
      <div className={styles.columns}>
        <Card title={t('trips.onTruck', { count: onTruck.length })}>
          <ul className={styles.list} aria-label={t('trips.onTruck', { count: onTruck.length })}>
            {onTruck.map((parcel) => (
              <li key={parcel.trackCode} className={styles.item}>
                <span className={`${styles.code} ${styles.grow}`}>{parcel.trackCode}</span>
                <span className={styles.meta}>{parcel.weightKg === null ? '' : `${parcel.weightKg} кг`}</span>
                <Button variant="ghost" size="sm" onClick={() => takeOff.mutate(parcel.trackCode)}>
                  {t('trips.remove')}
                </Button>
              </li>
            ))}
          </ul>
        </Card>
        <Card title={t('trips.waiting', { count: waiting.data?.total ?? 0 })}>
          {waiting.data?.total === 0 ? <p className={styles.meta}>{t('trips.waitingEmpty')}</p> : null}
          <ul className={styles.list} aria-label={t('trips.waiting', { count: waiting.data?.total ?? 0 })}>
            {waiting.data?.list.slice(0, 100).map((parcel) => (
              <li key={parcel.trackCode} className={styles.item}>
                <span className={`${styles.code} ${styles.grow}`}>{parcel.trackCode}</span>
                <span className={styles.meta}>{t('trips.waitingSince', { date: formatDate(parcel.receivedAt) })}</span>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
