import { useState } from 'react';
import type { PaymentRequest, PickupAnswer } from '@contract';
import { amountDue, parcelAmountDue } from '@contract/amount-due';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import { TinField } from '@/components/tin-field/tin-field';
import { useCompanyLookup } from '@/data/ebarimt/company';
import { useStoredUser } from '@/data/session/stored-user';
import { paymentCatalogue } from '@/i18n/catalogues/payment';
import { useT } from '@/i18n/i18n';
import { formatTugrik } from '@/lib/format';
import * as styles from './payment.css';

type ReadyParcel = PickupAnswer['ready'][number];

/** A ready parcel the customer can pay online now: it has a fee, owes something and has no open invoice. */
export const payableOnline = (parcel: ReadyParcel) => !parcel.paymentPending && (parcelAmountDue(parcel) ?? 0) > 0;

type ChooseParcelsModalProps = {
  parcels: readonly ReadyParcel[];
  pending: boolean;
  onPay: (body: PaymentRequest) => void;
  onClose: () => void;
};

/**
 * What to pay: each payable parcel's code with what it owes (all ticked), the total of the ticked
 * ones, and a company's registration number for a B2B e-barimt (the profile's saved company first):
 * the tax authority's name for it is shown, and paying waits until it is found.
 */
export function ChooseParcelsModal({ parcels, pending, onPay, onClose }: ChooseParcelsModalProps) {
  const t = useT(paymentCatalogue);
  const [chosen, setChosen] = useState(() => new Set(parcels.map((parcel) => parcel.trackCode)));
  const savedCompany = useStoredUser()?.company ?? null;
  const [asCompany, setAsCompany] = useState(savedCompany !== null);
  const [customerTin, setCustomerTin] = useState(savedCompany?.regNo ?? '');
  const lookup = useCompanyLookup(asCompany ? customerTin : '');
  const companyUnconfirmed = asCompany && lookup.state !== 'found';
  const picked = parcels.filter((parcel) => chosen.has(parcel.trackCode));
  const total = amountDue(picked);
  const toggle = (code: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(code)) next.add(code);
      return next;
    });
  const pay = () =>
    onPay({
      trackCodes: picked.map((parcel) => parcel.trackCode),
      ...(asCompany ? { customerTin: customerTin.trim() } : {}),
    });
  return (
    <Modal title={t('payment.choose')} onClose={onClose}>
      <div className={styles.stack}>
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t('payment.chooseLegend')}</legend>
          {parcels.map((parcel) => (
            <label key={parcel.trackCode} className={styles.choice}>
              <input type="checkbox" checked={chosen.has(parcel.trackCode)} onChange={() => toggle(parcel.trackCode)} />
              <span className={styles.choiceCode}>{parcel.trackCode}</span>
              <span className={styles.choiceFee}>{formatTugrik(parcelAmountDue(parcel) ?? 0)}</span>
            </label>
          ))}
        </fieldset>
        <label className={styles.companyToggle}>
          <input type="checkbox" checked={asCompany} onChange={(event) => setAsCompany(event.target.checked)} />
          {t('payment.companyReceipt')}
        </label>
        {asCompany ? <TinField label={t('payment.companyTin')} value={customerTin} onChange={setCustomerTin} lookup={lookup} /> : null}
        <Button block onClick={pay} pending={pending} disabled={picked.length === 0 || companyUnconfirmed}>
          {picked.length === 0 ? t('payment.chooseOne') : t('payment.pay', { amount: formatTugrik(total) })}
        </Button>
      </div>
    </Modal>
  );
}
