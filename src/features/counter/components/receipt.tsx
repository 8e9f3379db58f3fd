import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import type { Handover } from '@contract';
import { handoverQueryOptions } from '@/data/counter/counter';
import { useReissueEbarimt } from '@/data/payments/payments';
import { useQrImage } from '@/lib/qr-image';
import { counterCatalogue } from '@/i18n/catalogues/counter';
import { useT } from '@/i18n/i18n';
import { formatDateTime, formatTugrik } from '@/lib/format';
import { formatMeasures } from '@/lib/measures';
import * as styles from './receipt.css';
import * as staffStyles from '@/components/staff/staff.css';
import { personName } from '@/lib/person-name';

/**
 * A handover's receipt as a Mongolian receipt must be: the seller (name, ТТД, address, phone), date and
 * time, staff member, customer, each parcel with weight and fee, what was paid with the VAT it
 * includes, method, the e-barimt, signature.
 */
export function Receipt({ id, organizationName }: { id: number; organizationName: string }) {
  const t = useT(counterCatalogue);
  const { data: handover, error } = useQuery(handoverQueryOptions(id));
  if (error) return <p className={staffStyles.errorText}>{error.message}</p>;
  if (!handover) return <Spinner />;
  const customer = personName(handover.customer);
  const facts = [
    [t('counter.dateTime'), formatDateTime(handover.at)],
    [t('counter.staffMember'), personName(handover.staff)],
    [t('counter.customer'), customer ? `${customer}, ${handover.customer.phone}` : handover.customer.phone],
    [t('counter.method'), t(`counter.${handover.method}`)],
  ];
  return (
    <div className={styles.screen}>
      <div className={styles.actions} data-no-print>
        <Button onClick={() => window.print()}>{t('counter.print')}</Button>
        <Link to="/staff" search={{ tab: 'counter' }} className={staffStyles.fileButton}>
          {t('counter.backToCounter')}
        </Link>
      </div>
      <article className={styles.receipt} aria-label={t('counter.receipt')}>
        <Seller handover={handover} organizationName={organizationName} />
        <h1 className={styles.title}>{t('counter.receiptNumber', { id: handover.id })}</h1>
        {handover.voidedAt ? <p className={styles.voided}>{t('counter.voided')}</p> : null}
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <FactRow key={label} label={label!} value={value!} />
          ))}
        </dl>
        <hr className={styles.rule} />
        {handover.parcels.map((parcel) => (
          <div key={parcel.trackCode}>
            <div className={styles.line}>
              <span className={styles.lineCode}>{parcel.trackCode}</span>
              <span>{formatTugrik(parcel.fee)}</span>
            </div>
            <div className={styles.lineMeta}>{formatMeasures(parcel, { kg: t('counter.kg'), cm: t('counter.cm') })}</div>
            {parcel.storageFee ? (
              <div className={styles.line}>
                <span>{t('counter.storageFee')}</span>
                <span>{formatTugrik(parcel.storageFee)}</span>
              </div>
            ) : null}
          </div>
        ))}
        <hr className={styles.rule} />
        <PaidTotals handover={handover} />
        {handover.ebarimt ? <ReceiptEbarimt handover={handover} /> : null}
        <p className={styles.signature}>{t('counter.signature')}</p>
      </article>
    </div>
  );
}

/** The seller as a Mongolian receipt names it: name, then ТТД, address and phone. */
function Seller({ handover, organizationName }: { handover: Handover; organizationName: string }) {
  const t = useT(counterCatalogue);
  const company = handover.company;
  const lines = company ? [company.tin ? t('counter.receiptTin', { tin: company.tin }) : '', company.address, company.phone] : [];
  return (
    <>
      <p className={styles.company}>{company?.name ?? organizationName}</p>
      {lines.some((line) => line) ? (
        <p className={styles.seller}>
          {lines
            .filter((line) => line)
            .map((line) => (
              <span key={line} className={styles.sellerLine}>
                {line}
              </span>
            ))}
        </p>
      ) : null}
    </>
  );
}

/**
 * Money already taken: what was paid (online before the counter, for an ONLINE handover; less the
 * customer's credit, on its own line), with the taxes the e-barimt states. Without e-barimt (no merchant ТТД configured) the company states no VAT.
 */
function PaidTotals({ handover }: { handover: Handover }) {
  const t = useT(counterCatalogue);
  const taxed = Boolean(handover.company?.tin);
  return (
    <>
      {handover.creditUsed ? (
        <p className={styles.line}>
          <span>{t('counter.creditUsed')}</span>
          <span>−{formatTugrik(handover.creditUsed)}</span>
        </p>
      ) : null}
      <p className={styles.total}>
        <span>{t('counter.receiptPaid')}</span>
        <span>{formatTugrik(handover.paidOnline ?? handover.total)}</span>
      </p>
      {taxed && handover.vat ? <TaxRow label={t('counter.receiptVat')} amount={handover.vat} /> : null}
      {taxed && handover.cityTax ? <TaxRow label={t('counter.receiptCityTax')} amount={handover.cityTax} /> : null}
    </>
  );
}

/** A tax the total includes, to the möngö (two decimals), as the e-barimt states it. */
function TaxRow({ label, amount }: { label: string; amount: number }) {
  const money = amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <p className={styles.line}>
      <span>{label}</span>
      <span>{`${money} ₮`}</span>
    </p>
  );
}

function FactRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd className={styles.factValue}>{value}</dd>
    </>
  );
}

/** The e-barimt on the receipt: its id, and the lottery number and QR while they are shown (never stored); a failed one can be issued again. */
export function ReceiptEbarimt({ handover }: { handover: Handover }) {
  const t = useT(counterCatalogue);
  const reissue = useReissueEbarimt();
  const ebarimt = handover.ebarimt!;
  const qr = useQrImage(ebarimt.qrData);
  return (
    <section className={styles.ebarimt} aria-label={t('counter.ebarimt')} data-testid="receipt-ebarimt">
      <hr className={styles.rule} />
      <p className={styles.ebarimtTitle}>{t('counter.ebarimt')}</p>
      {ebarimt.status === 'FAILED' ? (
        <>
          <p>{t('counter.ebarimtFailed')}</p>
          {handover.voidedAt === null ? (
            <Button data-no-print pending={reissue.isPending} onClick={() => reissue.mutate(handover.id)}>
              {t('counter.ebarimtReissue')}
            </Button>
          ) : null}
        </>
      ) : null}
      {ebarimt.status === 'RETURNED' ? <p>{t('counter.ebarimtReturned')}</p> : null}
      {ebarimt.status === 'ISSUED' ? (
        <>
          {ebarimt.id ? <p className={styles.lineMeta}>{`${t('counter.ebarimtId')}: ${ebarimt.id}`}</p> : null}
          {ebarimt.lottery ? (
            <p className={styles.line}>
              <span>{t('counter.lottery')}</span>
              <span className={styles.lottery} data-testid="receipt-lottery">
                {ebarimt.lottery}
              </span>
            </p>
          ) : null}
          {qr ? <img className={styles.ebarimtQr} src={qr} alt={t('counter.ebarimt')} width={128} height={128} /> : null}
        </>
      ) : null}
    </section>
  );
}
