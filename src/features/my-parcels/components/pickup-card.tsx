import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PickupAnswer } from '@contract';
import { pickupQueryOptions } from '@/data/counter/pickup';
import { ContactDetails } from '@/components/contact-details/contact-details';
import { useContacts } from '@/data/contacts/get-contacts';
import { pickupCatalogue } from '@/i18n/catalogues/pickup';
import { useT } from '@/i18n/i18n';
import { formatDateTime, formatTugrik } from '@/lib/format';
import * as styles from './pickup-card.css';

type Measured = { weightKg: number | null; widthCm: number | null; heightCm: number | null; lengthCm: number | null };

function measuresText(parcel: Measured, units: { kg: string; cm: string }): string {
  const parts: string[] = [];
  if (parcel.weightKg !== null) parts.push(`${parcel.weightKg} ${units.kg}`);
  if (parcel.widthCm !== null && parcel.heightCm !== null && parcel.lengthCm !== null) {
    parts.push(`${parcel.widthCm}×${parcel.heightCm}×${parcel.lengthCm} ${units.cm}`);
  }
  return parts.join(' · ');
}

/** The pickup code drawn as a QR code (an SVG, as a data: image the CSP allows), by the `qrcode` package loaded on demand. */
function useQrImage(code: string | null): string | null {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    if (!code) return;
    let live = true;
    void import('qrcode').then(async (qrcode) => {
      const svg = await qrcode.toString(code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      if (live) setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [code]);
  return code ? image : null;
}

/**
 * "Миний ачаа"'s pickup card: when something is ready at Ulaanbaatar, how many, what it costs, and
 * the short pickup code with its QR for the counter. Below it, what was collected lately: each
 * parcel "Захиалга дууссан" with its handover time and the amount paid.
 */
export function PickupCard() {
  const { data } = useQuery(pickupQueryOptions());
  if (!data) return null;
  return (
    <>
      {data.code && data.ready.length > 0 ? <ReadyCard pickup={data} code={data.code} /> : null}
      {data.collected.length > 0 ? <Collected collected={data.collected} /> : null}
    </>
  );
}

/** Where and when to collect, and whom to call: under the code, across the whole card. */
function WhereToCollect() {
  const contacts = useContacts();
  if (!contacts) return null;
  return (
    <div className={styles.whereToCollect}>
      <ContactDetails contacts={contacts} />
    </div>
  );
}

function ReadyCard({ pickup, code }: { pickup: PickupAnswer; code: string }) {
  const t = useT(pickupCatalogue);
  const qr = useQrImage(code);
  const units = { kg: t('pickup.kg'), cm: t('pickup.cm') };
  return (
    <section className={styles.card} aria-label={t('pickup.title')} data-testid="pickup-card">
      <div>
        <h2 className={styles.heading}>{t('pickup.card', { count: pickup.ready.length, amount: formatTugrik(pickup.totalDue) })}</h2>
        <p className={styles.codeLabel}>{t('pickup.code')}</p>
        <p className={styles.code} data-testid="pickup-code">
          {code}
        </p>
        <p className={styles.hint}>{t('pickup.codeHint')}</p>
        <ul className={styles.parcels}>
          {pickup.ready.map((parcel) => (
            <li key={parcel.trackCode} className={styles.parcel}>
              <span className={styles.trackCode}>{parcel.trackCode}</span>
              <span>{measuresText(parcel, units)}</span>
              <span>{parcel.paid ? t('pickup.paid') : parcel.fee === null ? t('pickup.noFee') : formatTugrik(parcel.fee)}</span>
            </li>
          ))}
        </ul>
      </div>
      {qr ? <img className={styles.qr} src={qr} alt={`${t('pickup.qr')}: ${code}`} width={168} height={168} /> : null}
      <WhereToCollect />
    </section>
  );
}

function Collected({ collected }: { collected: PickupAnswer['collected'] }) {
  const t = useT(pickupCatalogue);
  return (
    <section className={styles.finished} aria-label={t('pickup.finished')}>
      <h2 className={styles.finishedTitle}>{t('pickup.finished')}</h2>
      <ul className={styles.parcels}>
        {collected.slice(0, 10).map((parcel) => (
          <li key={parcel.trackCode} className={styles.parcel}>
            <span className={styles.trackCode}>{parcel.trackCode}</span>
            <span>{t('pickup.collected', { date: formatDateTime(parcel.at), amount: formatTugrik(parcel.fee) })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
