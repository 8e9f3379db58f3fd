import { COUNTER_METHODS, type PaymentMethod } from '@contract';
import { quickCashAmounts } from '@contract/amount-due';
import { TextField } from '@/components/text-field/text-field';
import { counterCatalogue } from '@/i18n/catalogues/counter';
import { useT } from '@/i18n/i18n';
import { formatTugrik } from '@/lib/format';
import * as counterStyles from './counter.css';

/**
 * "Авсан мөнгө" as typed: whole tugrik, thousands separators and the ₮ sign allowed ("20,000 ₮").
 * Empty is the exact total (the usual case needs no typing); null when it is not a whole amount.
 */
export function receivedAmount(text: string, total: number): number | null {
  const typed = text.replace(/[\s,₮]/g, '');
  if (typed === '') return total;
  return /^\d{1,9}$/.test(typed) ? Number(typed) : null;
}

type CounterTillProps = {
  total: number;
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  received: string;
  onReceived: (text: string) => void;
};

/**
 * The till: how the customer pays, and for cash the amount handed over ("Авсан мөнгө") with quick
 * buttons (the total, the next round notes) and the change ("Хариулт") in large type. Enter in the
 * amount completes the handover (the field sits in the counter's form).
 */
export function CounterTill({ total, method, onMethod, received, onReceived }: CounterTillProps) {
  const t = useT(counterCatalogue);
  const amount = receivedAmount(received, total);
  const change = amount === null ? null : amount - total;
  return (
    <>
      <fieldset className={counterStyles.measures}>
        <legend className={counterStyles.legend}>{t('counter.method')}</legend>
        <div className={counterStyles.methods}>
          {COUNTER_METHODS.map((value) => (
            <button
              key={value}
              type="button"
              className={counterStyles.method}
              aria-pressed={method === value}
              onClick={() => onMethod(value)}
            >
              {t(`counter.${value}`)}
            </button>
          ))}
        </div>
      </fieldset>
      {method === 'CASH' ? (
        <div className={counterStyles.till}>
          <TextField
            label={t('counter.received')}
            name="amountReceived"
            inputMode="numeric"
            autoComplete="off"
            enterKeyHint="done"
            maxLength={14}
            placeholder={formatTugrik(total)}
            value={received}
            onChange={(event) => onReceived(event.target.value)}
            error={amount === null ? t('counter.receivedWrong') : change !== null && change < 0 ? t('counter.receivedShort') : null}
          />
          <div className={counterStyles.quickCash} role="group" aria-label={t('counter.quickCash')}>
            {quickCashAmounts(total).map((value, index) => (
              <button
                key={value}
                type="button"
                className={counterStyles.method}
                aria-pressed={amount === value && received !== ''}
                onClick={() => onReceived(String(value))}
              >
                {index === 0 ? `${t('counter.exact')} · ${formatTugrik(value)}` : formatTugrik(value)}
              </button>
            ))}
          </div>
          <p className={counterStyles.changeLine}>
            <span>{t('counter.change')}</span>
            <output className={counterStyles.changeAmount} aria-label={t('counter.change')}>
              {change !== null && change >= 0 ? formatTugrik(change) : '—'}
            </output>
          </p>
        </div>
      ) : null}
    </>
  );
}
