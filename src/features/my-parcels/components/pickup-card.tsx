import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { PickupAnswer } from '@contract';
import { creditTakenOff, parcelAmountDue } from '@contract/amount-due';
import { pickupQueryOptions } from '@/data/counter/pickup';
import { paymentCatalogue } from '@/i18n/catalogues/payment';
import { ContactDetails } from '@/components/contact-details/contact-details';
import { Modal } from '@/components/modal/modal';
import { useContacts } from '@/data/contacts/get-contacts';
import { pickupCatalogue } from '@/i18n/catalogues/pickup';
import { useWakeLock } from '@/hooks/use-wake-lock';
import { useT } from '@/i18n/i18n';
import { formatDateTime, formatTugrik } from '@/lib/format';
import { formatMeasures } from '@/lib/measures';
import { useQrImage } from '@/lib/qr-image';
import * as styles from './pickup-card.css';

/**
 * "Миний ачаа"'s pickup card: when something is ready at Ulaanbaatar, how many, what it costs, and
 * the short pickup code with its QR for the counter. Below it, what was collected lately: each
 * parcel "Захиалга дууссан" with its handover time and the amount paid.
 */
export function PickupCard({ action }: { action?: (pickup: PickupAnswer) => ReactNode }) {
  const { data } = useQuery(pickupQueryOptions());
  if (!data) return null;
  return (
    <>
      {data.code && data.ready.length > 0 ? <ReadyCard pickup={data} code={data.code} action={action?.(data)} /> : null}
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

/**
 * The code and its QR side by side at the top (20 parcels below them must not push the QR off the
 * screen); a tap shows both full-screen with the screen kept awake, for the counter.
 */
function PickupCode({ code }: { code: string }) {
  const t = useT(pickupCatalogue);
  const qr = useQrImage(code);
  const [large, setLarge] = useState(false);
  useWakeLock(large);
  return (
    <>
      <button type="button" className={styles.codeBlock} onClick={() => setLarge(true)}>
        <span className={styles.codeText}>
          <span className={styles.codeLabel}>{t('pickup.code')}</span>
          <span className={styles.code} data-testid="pickup-code">
            {code}
          </span>
          <span className={styles.showLarge}>{t('pickup.showLarge')}</span>
        </span>
        {qr ? <img className={styles.qr} src={qr} alt={`${t('pickup.qr')}: ${code}`} width={136} height={136} /> : null}
      </button>
      {large ? (
        <Modal title={t('pickup.code')} onClose={() => setLarge(false)}>
          <div className={styles.large} data-testid="pickup-code-large">
            <p className={styles.largeCode}>{code}</p>
            {qr ? <img className={styles.largeQr} src={qr} alt={`${t('pickup.qr')}: ${code}`} /> : null}
            <p className={styles.hint}>{t('pickup.largeHint')}</p>
          </div>
        </Modal>
      ) : null}
    </>
  );
}

function ReadyCard({ pickup, code, action }: { pickup: PickupAnswer; code: string; action: ReactNode }) {
  const t = useT(pickupCatalogue);
  const tp = useT(paymentCatalogue);
  const units = { kg: t('pickup.kg'), cm: t('pickup.cm') };
  return (
    <section className={styles.card} aria-label={t('pickup.title')} data-testid="pickup-card">
      <h2 className={styles.heading}>
        {t('pickup.card', { count: pickup.ready.length - pickup.unpriced, amount: formatTugrik(pickup.totalDue) })}
      </h2>
      {pickup.unpriced > 0 ? (
        <p className={styles.unpriced} data-testid="pickup-unpriced">
          {t('pickup.unpriced', { count: pickup.unpriced })}
        </p>
      ) : null}
      {/* Only where the counter will take some of it off (the one rule): with nothing due, it waits. */}
      {pickup.credit && creditTakenOff(pickup.totalDue, pickup.credit) > 0 ? (
        <p className={styles.credit} data-testid="pickup-credit">
          {t('pickup.credit', { amount: formatTugrik(pickup.credit) })}
        </p>
      ) : null}
      <PickupCode code={code} />
      <p className={styles.hint}>{t('pickup.codeHint')}</p>
      <ul className={styles.parcels}>
        {pickup.ready.map((parcel) => (
          <li key={parcel.trackCode} className={styles.parcel}>
            <span className={styles.trackCode}>{parcel.trackCode}</span>
            <span>{formatMeasures(parcel, units)}</span>
            <span>
              {parcel.paid
                ? t('pickup.paid')
                : parcel.paymentPending
                  ? tp('payment.pending')
                  : parcel.fee === null
                    ? t('pickup.noFee')
                    : formatTugrik(parcelAmountDue(parcel) ?? 0)}
            </span>
          </li>
        ))}
      </ul>
      {action}
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
