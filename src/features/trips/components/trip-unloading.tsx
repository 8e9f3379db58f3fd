import { useState } from 'react';
import type { TripDetail, TripUnloadAnswer } from '@contract/trips';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { TextField } from '@/components/text-field/text-field';
import { useMarkLost, useTripStep, useUnloadParcels } from '@/data/trips/trips';
import { tripsCatalogue } from '@/i18n/catalogues/trips';
import { useT } from '@/i18n/i18n';
import { scanRunOutcome } from '../scan-signal';
import { ScanResult, TripScanForm } from './trip-scan-form';
import * as styles from './trips.css';

/** Ulaanbaatar: mark the truck arrived, scan each parcel off it, see what is still expected, close. */
export function TripUnloading({ trip }: { trip: TripDetail }) {
  const t = useT(tripsCatalogue);
  const step = useTripStep(trip.id);
  const unload = useUnloadParcels(trip.id);
  const [shelf, setShelf] = useState('');
  const [answer, setAnswer] = useState<TripUnloadAnswer | null>(null);
  if (trip.state === 'DEPARTED') {
    return (
      <Card title={t('trips.unloading')}>
        <Button onClick={() => step.mutate({ step: 'arrive' })} pending={step.isPending}>
          {t('trips.arrive')}
        </Button>
      </Card>
    );
  }
  if (trip.state === 'UNLOADED') return <TripOutcome trip={trip} />;
  return (
    <div className={styles.stack}>
      <Card title={t('trips.unloading')}>
        <div className={styles.stack}>
          <TripScanForm
            label={t('trips.unload')}
            pending={unload.isPending}
            onScan={async (trackCodes) => {
              const unloaded = await unload.mutateAsync({ trackCodes, shelf: shelf.trim() || undefined });
              setAnswer(unloaded);
              return scanRunOutcome(unloaded);
            }}
            extraFields={
              <TextField label={t('trips.shelf')} name="tripShelf" value={shelf} onChange={(event) => setShelf(event.target.value)} />
            }
            result={
              answer ? (
                <ScanResult
                  done={t('trips.unloadedCount', { count: answer.unloaded.length + answer.extra.length })}
                  lines={[
                    ...answer.extra.map((trackCode) => ({ trackCode, message: t('trips.notOnTrip'), warn: true })),
                    ...answer.refused.map((refusal) => ({ ...refusal, warn: true })),
                  ]}
                />
              ) : null
            }
          />
          <div>
            <Button variant="secondary" onClick={() => step.mutate({ step: 'close' })} pending={step.isPending}>
              {t('trips.close')}
            </Button>
          </div>
        </div>
      </Card>
      <div className={styles.columns}>
        <CodeList title={t('trips.expected', { count: trip.expected.length })} codes={trip.expected} empty={t('trips.expectedNone')} />
        <CodeList title={t('trips.extra', { count: trip.extra.length })} codes={trip.extra} note={t('trips.notOnTrip')} />
      </div>
    </div>
  );
}

function CodeList({ title, codes, empty, note }: { title: string; codes: string[]; empty?: string; note?: string }) {
  return (
    <Card title={title}>
      {codes.length === 0 && empty ? <p className={styles.meta}>{empty}</p> : null}
      <ul className={styles.list} aria-label={title}>
        {codes.map((code) => (
          <li key={code} className={styles.item}>
            <span className={`${styles.code} ${styles.grow}`}>{code}</span>
            {note ? <span className={styles.warning}>{note}</span> : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** A closed trip: what is missing (each resolved as found, or marked lost with a note) and what was extra. */
function TripOutcome({ trip }: { trip: TripDetail }) {
  const t = useT(tripsCatalogue);
  const missing = trip.parcels.filter((parcel) => trip.missing.includes(parcel.trackCode));
  return (
    <div className={styles.columns}>
      <Card title={t('trips.missing', { count: missing.length })}>
        <ul className={styles.list} aria-label={t('trips.missing', { count: missing.length })}>
          {missing.map((parcel) => (
            <li key={parcel.trackCode} className={styles.item}>
              <span className={`${styles.code} ${styles.grow}`}>{parcel.trackCode}</span>
              {parcel.resolution === 'LOST' ? (
                <span className={styles.meta}>{t('trips.lost', { note: parcel.resolutionNote ?? '' })}</span>
              ) : null}
              {parcel.resolution === 'FOUND' ? <span className={styles.ok}>{t('trips.found')}</span> : null}
              {parcel.resolution === null ? <MarkLost tripId={trip.id} trackCode={parcel.trackCode} /> : null}
            </li>
          ))}
        </ul>
      </Card>
      <CodeList title={t('trips.extra', { count: trip.extra.length })} codes={trip.extra} note={t('trips.notOnTrip')} />
    </div>
  );
}

/** "Lost", with the note saying where it was looked for: the parcel leaves the figures, its owner is told. */
function MarkLost({ tripId, trackCode }: { tripId: number; trackCode: string }) {
  const t = useT(tripsCatalogue);
  const markLost = useMarkLost();
  const [note, setNote] = useState('');
  return (
    <form
      className={styles.row}
      onSubmit={(event) => {
        event.preventDefault();
        markLost.mutate({ tripId, trackCode, note: note.trim() });
      }}
    >
      <TextField label={t('trips.lostNote')} name={`lost-${trackCode}`} value={note} onChange={(event) => setNote(event.target.value)} />
      <Button type="submit" variant="outline" size="sm" pending={markLost.isPending}>
        {t('trips.markLost')}
      </Button>
    </form>
  );
}
