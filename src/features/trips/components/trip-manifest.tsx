import { useRef, useState } from 'react';
import { MANIFEST_WORDS, type TripDetail } from '@contract/trips';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { Segmented } from '@/components/segmented/segmented';
import { manifestCsvUrl } from '@/data/trips/trips';
import { tripsCatalogue } from '@/i18n/catalogues/trips';
import { useLocale, useT } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/format';
import * as styles from './trips.css';

type ManifestLanguage = keyof typeof MANIFEST_WORDS;

const MANIFEST_LANGUAGE_OPTIONS: ReadonlyArray<{ value: ManifestLanguage; label: string }> = [
  { value: 'mn', label: 'Монгол' },
  { value: 'zh', label: '中文' },
];

const phoneEnd = (phone: string) => (phone ? `…${phone.slice(-4)}` : '');

/**
 * Prints the manifest alone, not the screen around it: a copy is put beside the page and everything
 * else hidden while the browser's print dialog is open (as a parcel label prints).
 */
function printAlone(manifest: HTMLElement) {
  const host = document.createElement('div');
  host.setAttribute('data-manifest-print', '');
  host.append(manifest.cloneNode(true));
  const style = document.createElement('style');
  style.textContent = '@media print { body > :not([data-manifest-print]) { display: none !important; } }';
  document.head.append(style);
  document.body.append(host);
  try {
    // Blocks until the dialog closes: then the page is as it was.
    window.print();
  } finally {
    host.remove();
    style.remove();
  }
}

/**
 * The manifest of a departed truck, in Mongolian or Chinese (the Erenhot staff's words), to print
 * (the browser's print dialog) or to download as CSV for a spreadsheet.
 */
export function TripManifest({ trip }: { trip: TripDetail }) {
  const t = useT(tripsCatalogue);
  // Staff reading the screen in Chinese get the Chinese manifest first.
  const [lang, setLang] = useState<ManifestLanguage>(useLocale() === 'zh' ? 'zh' : 'mn');
  const manifestRef = useRef<HTMLDivElement>(null);
  const words = MANIFEST_WORDS[lang];
  const loaded = trip.parcels.filter((parcel) => parcel.loadedAt !== null);
  const head: Array<[string, string]> = [
    [words.trip, trip.code],
    [words.plate, trip.plate],
    [words.driver, trip.driver],
    [words.driverPhone, trip.phone],
    [words.seal, trip.seal ?? ''],
    [words.departed, trip.departedAt ? formatDateTime(trip.departedAt) : ''],
  ];
  return (
    <Card
      title={t('trips.manifest')}
      action={
        <div className={styles.row}>
          <Segmented
            legend={t('trips.manifest')}
            name="manifestLanguage"
            value={lang}
            options={MANIFEST_LANGUAGE_OPTIONS}
            onChange={setLang}
          />
          <Button size="sm" variant="outline" onClick={() => manifestRef.current && printAlone(manifestRef.current)}>
            {t('trips.print')}
          </Button>
          {(['mn', 'zh'] as const).map((language) => (
            <a key={language} href={manifestCsvUrl(trip.id, language)} download className={styles.meta}>
              {t('trips.csv', { lang: language })}
            </a>
          ))}
        </div>
      }
    >
      <div ref={manifestRef} lang={lang === 'zh' ? 'zh-CN' : 'mn'} className={styles.stack}>
        <h3>{words.title}</h3>
        <dl className={styles.row}>
          {head.map(([label, value]) => (
            <div key={label}>
              <dt className={styles.meta}>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={words.title}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{words.number}</th>
                <th>{words.trackCode}</th>
                <th>{words.phoneEnd}</th>
                <th>{words.weight}</th>
                <th>{words.size}</th>
              </tr>
            </thead>
            <tbody>
              {loaded.map((parcel, index) => (
                <tr key={parcel.trackCode}>
                  <td>{index + 1}</td>
                  <td className={styles.code}>{parcel.trackCode}</td>
                  <td>{phoneEnd(parcel.phone)}</td>
                  <td>{parcel.weightKg ?? ''}</td>
                  <td>{parcel.widthCm === null ? '' : `${parcel.widthCm}×${parcel.heightCm}×${parcel.lengthCm}`}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th>{words.total}</th>
                <th>{`${loaded.length} ${words.parcels}`}</th>
                <td />
                <th>{trip.load.weightKg}</th>
                <th>{`${trip.load.volumeM3} m³`}</th>
              </tr>
            </tfoot>
          </table>
        </div>
      </div>
    </Card>
  );
}
