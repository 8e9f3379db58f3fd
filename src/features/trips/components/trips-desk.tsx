import { useState } from 'react';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { Spinner } from '@/components/spinner/spinner';
import { TextField } from '@/components/text-field/text-field';
import { useOpenTrip, useTrips } from '@/data/trips/trips';
import { tripsCatalogue } from '@/i18n/catalogues/trips';
import { useT } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/format';
import { ScanSignalContext, type ScanSignal } from '../scan-signal';
import { stateKey, TripView } from './trip-view';
import * as styles from './trips.css';

const EMPTY = { plate: '', driver: '', phone: '', seal: '' };

/**
 * The staff screen's "Ачилт" part: open a trip, pick one to load, send, receive or unload.
 * `signalScan` sounds each scan run (the staff route gives the intake station's, with its mute switch).
 */
export function TripsDesk({ signalScan = () => undefined }: { signalScan?: ScanSignal }) {
  return (
    <ScanSignalContext.Provider value={signalScan}>
      <TripsDeskParts />
    </ScanSignalContext.Provider>
  );
}

function TripsDeskParts() {
  const t = useT(tripsCatalogue);
  const trips = useTrips();
  const openTrip = useOpenTrip();
  const [fields, setFields] = useState(EMPTY);
  const [selected, setSelected] = useState<number | null>(null);
  if (selected !== null) return <TripView id={selected} onBack={() => setSelected(null)} />;
  const field = (name: keyof typeof EMPTY, label: string, extra: { inputMode?: 'tel' } = {}) => (
    <TextField
      label={label}
      name={`trip-${name}`}
      value={fields[name]}
      onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
      {...extra}
    />
  );
  return (
    <div className={styles.stack}>
      <Card title={t('trips.openTitle')}>
        <form
          className={styles.formGrid}
          onSubmit={(event) => {
            event.preventDefault();
            const seal = fields.seal.trim();
            openTrip.mutate(
              { plate: fields.plate, driver: fields.driver, phone: fields.phone, ...(seal ? { seal } : {}) },
              {
                onSuccess: (trip) => {
                  setFields(EMPTY);
                  setSelected(trip.id);
                },
              },
            );
          }}
        >
          {field('plate', t('trips.plate'))}
          {field('driver', t('trips.driver'))}
          {field('phone', t('trips.driverPhone'), { inputMode: 'tel' })}
          {field('seal', t('trips.seal'))}
          <Button type="submit" pending={openTrip.isPending}>
            {t('trips.open')}
          </Button>
        </form>
      </Card>
      <Card title={t('trips.trips')}>
        {trips.isPending ? <Spinner /> : null}
        {trips.data?.length === 0 ? <p className={styles.meta}>{t('trips.none')}</p> : null}
        <ul className={`${styles.list} ${styles.stack}`} aria-label={t('trips.trips')}>
          {trips.data?.map((trip) => (
            <li key={trip.id}>
              <button type="button" className={styles.tripButton} onClick={() => setSelected(trip.id)}>
                <span className={styles.code}>{trip.code}</span>
                <span>{trip.plate}</span>
                <strong>{t(stateKey(trip.state))}</strong>
                <span className={`${styles.meta} ${styles.grow}`}>
                  {t('trips.loadSoFar', { parcels: trip.load.parcels, weight: trip.load.weightKg, volume: trip.load.volumeM3 })}
                </span>
                <span className={styles.meta}>{formatDateTime(trip.departedAt ?? trip.createdAt)}</span>
              </button>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
