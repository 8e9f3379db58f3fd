import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { deliveryRequestInputSchema, type CustomerParcel, type DeliveryRequest } from '@contract';
import { amountDue } from '@contract/amount-due';
import { Button } from '@/components/button/button';
import { FieldFrame } from '@/components/field-frame/field-frame';
import * as fieldStyles from '@/components/field-frame/field-frame.css';
import { Modal } from '@/components/modal/modal';
import { ModalActions } from '@/components/modal/modal-actions';
import { SelectField } from '@/components/select-field/select-field';
import { TextField } from '@/components/text-field/text-field';
import { useAddresses } from '@/data/addresses/get-addresses';
import { pickupQueryOptions } from '@/data/counter/pickup';
import { useCreateDelivery } from '@/data/delivery/create-delivery';
import { deliveryFeeQueryOptions } from '@/data/prices/get-prices';
import { useForm } from '@/hooks/use-form';
import { notifyCatalogue } from '@/i18n/catalogues/notify';
import { useT } from '@/i18n/i18n';
import { parsedBy } from '@/lib/form-checks';
import { formatTugrik } from '@/lib/format';
import { notify } from '@/lib/toast';
import { formStack } from '@/styles/form.css';
import * as styles from './delivery.css';

type DeliveryValues = { addressId: string; note: string; phone: string };

type DeliveryRequestModalProps = {
  /** The customer's DELIVERED parcels not yet in an open request. */
  parcels: readonly CustomerParcel[];
  onClose: () => void;
  /** The address form, opened in place (the route brings it: features do not import each other). */
  renderAddAddress: (onClose: () => void) => ReactNode;
  /** Sent: `payNow` when the customer chose to pay with QPay now rather than the courier. */
  onSent: (request: DeliveryRequest, payNow: boolean) => void;
};

/**
 * "Хүргүүлэх": choose parcels (those with a fee: the server refuses the others), a saved address (or
 * add one), an optional note and phone; see what it costs (the parcels' fees by contract/amount-due.ts,
 * the delivery fee, the total) and whether to pay now with QPay or pay the courier; and send.
 */
export function DeliveryRequestModal({ parcels, onClose, renderAddAddress, onSent }: DeliveryRequestModalProps) {
  const t = useT(notifyCatalogue);
  const addresses = useAddresses();
  const create = useCreateDelivery();
  const pickup = useQuery(pickupQueryOptions());
  const deliveryFee = useQuery(deliveryFeeQueryOptions()).data;
  // What each parcel still owes comes from the pickup card's answer (fee, storage, paid so far).
  const owing = new Map((pickup.data?.ready ?? []).map((parcel) => [parcel.trackCode, parcel]));
  const [chosen, setChosen] = useState(() => new Set(parcels.filter((parcel) => parcel.price !== null).map((parcel) => parcel.trackCode)));
  const [payNow, setPayNow] = useState(false);
  const [adding, setAdding] = useState(false);
  const form = useForm<DeliveryValues>({ addressId: '', note: '', phone: '' });
  const list = addresses.data ?? [];
  // The only address (or the one just added, when there was none) is the natural choice.
  const addressId = form.values.addressId || (list.length === 1 ? String(list[0]!.id) : '');

  const check = parsedBy<DeliveryValues, typeof deliveryRequestInputSchema>(deliveryRequestInputSchema, (values) => ({
    trackCodes: [...chosen],
    addressId: Number(addressId) || undefined,
    note: values.note,
    ...(values.phone.trim() ? { phone: values.phone } : {}),
  }));

  // A parcel the card does not list (its answer not here yet) owes its fee.
  const dueParcel = (parcel: CustomerParcel) => owing.get(parcel.trackCode) ?? { fee: parcel.price };
  const parcelFees = amountDue(parcels.filter((parcel) => chosen.has(parcel.trackCode)).map(dueParcel));
  const totalDue = parcelFees + (deliveryFee ?? 0);
  const online = pickup.data?.onlinePayment === true && totalDue > 0;

  const send = (body: Parameters<typeof create.mutate>[0]) =>
    create.mutate(body, {
      onSuccess: (request) => {
        notify.success(t('notify.sent'));
        onSent(request, online && payNow && request.totalDue > 0);
        onClose();
      },
    });

  const toggle = (trackCode: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(trackCode)) next.add(trackCode);
      return next;
    });

  return (
    <Modal title={t('notify.deliverTitle')} onClose={onClose}>
      <form
        className={formStack}
        noValidate
        onSubmit={form.submit(check, send, () => {
          if (chosen.size === 0) notify.error(t('notify.chooseOne'));
          else if (list.length === 0) notify.error(t('notify.noAddress'));
        })}
      >
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t('notify.chooseParcels')}</legend>
          {parcels.map((parcel) => (
            <label key={parcel.trackCode} className={styles.choice}>
              <input
                type="checkbox"
                className={styles.checkbox}
                checked={chosen.has(parcel.trackCode)}
                disabled={parcel.price === null}
                onChange={() => toggle(parcel.trackCode)}
                aria-label={parcel.trackCode}
              />
              <span className={styles.choiceCode}>{parcel.trackCode}</span>
              <span className={styles.muted}>
                {parcel.price === null ? t('notify.unpriced') : formatTugrik(amountDue([dueParcel(parcel)]))}
              </span>
            </label>
          ))}
        </fieldset>
        <dl className={styles.summary} aria-label={t('notify.payHow')}>
          <dt>{t('notify.parcelFees')}</dt>
          <dd>{formatTugrik(parcelFees)}</dd>
          <dt>{t('notify.deliveryFee')}</dt>
          <dd>{deliveryFee === undefined ? '…' : formatTugrik(deliveryFee)}</dd>
          <dt className={styles.summaryTotal}>{t('notify.totalDue')}</dt>
          <dd className={styles.summaryTotal} data-testid="delivery-total">
            {formatTugrik(totalDue)}
          </dd>
        </dl>
        {online ? (
          <fieldset className={styles.choices}>
            <legend className={styles.legend}>{t('notify.payHow')}</legend>
            <label className={styles.choice}>
              <input type="radio" name="pay" checked={payNow} onChange={() => setPayNow(true)} />
              {t('notify.payNow')} (QPay)
            </label>
            <label className={styles.choice}>
              <input type="radio" name="pay" checked={!payNow} onChange={() => setPayNow(false)} />
              {t('notify.payCourier')}
            </label>
          </fieldset>
        ) : null}
        {list.length === 0 && addresses.isSuccess ? <p className={styles.lead}>{t('notify.noAddress')}</p> : null}
        {list.length > 0 ? (
          <SelectField
            label={t('notify.address')}
            value={addressId}
            placeholder={t('notify.choose')}
            options={list.map((address) => ({
              value: String(address.id),
              label: [address.city, address.district, address.subdistrict].join(', '),
            }))}
            onChange={(value) => form.setValue('addressId', value)}
            error={form.errors.addressId}
          />
        ) : null}
        <div>
          <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
            {t('notify.addAddress')}
          </Button>
        </div>
        <FieldFrame label={t('notify.note')} error={form.errors.note}>
          {(control) => (
            <textarea
              className={`${fieldStyles.control} ${styles.textarea}`}
              maxLength={500}
              {...control}
              name="note"
              value={form.values.note}
              onChange={(event) => form.setValue('note', event.target.value)}
            />
          )}
        </FieldFrame>
        <TextField label={t('notify.phone')} type="tel" inputMode="numeric" autoComplete="tel" maxLength={16} {...form.field('phone')} />
        <ModalActions onCancel={onClose} label={t('notify.send')} pending={create.isPending} />
      </form>
      {adding ? renderAddAddress(() => setAdding(false)) : null}
    </Modal>
  );
}
