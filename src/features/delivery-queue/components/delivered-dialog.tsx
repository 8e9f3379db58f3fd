import { useState } from 'react';
import type { DeliveryRequest, PaymentMethod } from '@contract';
import { Modal } from '@/components/modal/modal';
import { ModalActions } from '@/components/modal/modal-actions';
import { TextField } from '@/components/text-field/text-field';
import { counterCatalogue } from '@/i18n/catalogues/counter';
import { notifyCatalogue } from '@/i18n/catalogues/notify';
import { useT } from '@/i18n/i18n';
import { formatTugrik } from '@/lib/format';
import { receivedAmount } from '@/components/staff/counter-till';
import * as counterStyles from '@/components/staff/counter.css';

/** What the courier collected at the door. */
export type Collected = { method: Extract<PaymentMethod, 'CASH' | 'CARD' | 'TRANSFER'>; amount: number };

type DeliveredDialogProps = {
  request: DeliveryRequest;
  methods: readonly Collected['method'][];
  pending: boolean;
  onCancel: () => void;
  /** What the courier collected, or null when nothing was due. */
  onConfirm: (collected: Collected | null) => void;
};

/**
 * "Хүргэгдсэн болгох уу?": the request's parcels are finished for good. When something is still due,
 * the courier's money is recorded with it ("Хүргэлтээр авсан мөнгө": how and how much; the server
 * takes exactly what is due, else 409 WRONG_AMOUNT and nothing changes).
 */
export function DeliveredDialog({ request, methods, pending, onCancel, onConfirm }: DeliveredDialogProps) {
  const t = useT(notifyCatalogue);
  const tc = useT(counterCatalogue);
  const due = request.totalDue;
  const [method, setMethod] = useState<Collected['method']>('CASH');
  const [amount, setAmount] = useState(String(due));
  const typed = receivedAmount(amount, due);
  const confirm = () => {
    if (due === 0) onConfirm(null);
    else if (typed !== null) onConfirm({ method, amount: typed });
  };
  return (
    <Modal title={t('notify.confirmDoneTitle')} onClose={onCancel}>
      <p>{t('notify.confirmDone', { id: request.id, codes: request.trackCodes.join(', ') })}</p>
      {due > 0 ? (
        <fieldset className={counterStyles.measures}>
          <legend className={counterStyles.legend}>
            {t('notify.collected')} · {formatTugrik(due)}
          </legend>
          <div className={counterStyles.methods}>
            {methods.map((value) => (
              <button
                key={value}
                type="button"
                className={counterStyles.method}
                aria-pressed={method === value}
                onClick={() => setMethod(value)}
              >
                {tc(`counter.${value}`)}
              </button>
            ))}
          </div>
          <TextField
            label={t('notify.collectedAmount')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={14}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={
              typed === null
                ? tc('counter.receivedWrong')
                : typed !== due
                  ? t('notify.collectedMustEqual', { amount: formatTugrik(due) })
                  : null
            }
          />
        </fieldset>
      ) : (
        <p>{t('notify.nothingToCollect')}</p>
      )}
      <ModalActions onCancel={onCancel} label={t('notify.staffDone')} pending={pending} destructive onConfirm={confirm} />
    </Modal>
  );
}
