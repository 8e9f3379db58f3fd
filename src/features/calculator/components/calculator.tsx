import { Suspense } from 'react';
import type { Currency } from '@contract';
import { Card } from '@/components/card/card';
import { CheckIcon } from '@/components/icons/icons';
import { SavedAt } from '@/components/saved-at/saved-at';
import { Skeleton } from '@/components/skeleton/skeleton';
import { TextField } from '@/components/text-field/text-field';
import { pricesQueryOptions } from '@/data/prices/get-prices';
import { usePublicAnswer } from '@/data/public-answers';
import { useForm } from '@/hooks/use-form';
import { pricingCatalogue } from '@/i18n/catalogues/pricing';
import { useT, type MessageKey } from '@/i18n/i18n';
import { formatTugrik, formatYuan } from '@/lib/format';
import { badge } from '@/styles/badge.css';
import { twoColumns } from '@/styles/layout.css';
import { narrowOnly } from '@/styles/utilities.css';
import { calculateTransportFee, parseMeasure, type FeeBasis, type Measures, type TransportFee } from '@contract/fee';
import { VolumeIllustration, WeightIllustration } from './illustrations';
import * as styles from './calculator.css';

type FieldName = keyof Measures;

const FIELDS: readonly { name: FieldName; label: MessageKey }[] = [
  { name: 'widthCm', label: 'calc.width' },
  { name: 'heightCm', label: 'calc.height' },
  { name: 'lengthCm', label: 'calc.length' },
  { name: 'weightKg', label: 'calc.weight' },
];

/** The product's phone-width summary example: a 0.12 m³ parcel of 3 kg (e.g. 50 × 40 × 60 cm). */
const SAMPLE = { widthCm: 50, heightCm: 40, lengthCm: 60, weightKg: 3 } satisfies Measures;

const EMPTY_INPUTS: Record<FieldName, string> = { widthCm: '', heightCm: '', lengthCm: '', weightKg: '' };

const RULES = ['ruleKg', 'ruleM3', 'ruleLarger', 'ruleShops', 'ruleBulky', 'ruleShoes', 'ruleWhich'] as const;

const FIGURES = [
  { Illustration: VolumeIllustration, title: 'volumeTitle', text: 'volumeText' },
  { Illustration: WeightIllustration, title: 'weightTitle', text: 'weightText' },
] as const;

/**
 * The inputs, pricing text and illustrations need no data, so they are usable at once; only the price
 * cards and the two parts wait for the prices, each behind a stand-in of the same size.
 */
export function Calculator({ orgId }: { orgId: number }) {
  const t = useT(pricingCatalogue);
  const form = useForm(EMPTY_INPUTS);

  // Only accepted text reaches the form, so every value parses. While a field says its input was
  // refused, no fee is shown (a dash): a fee for the field's older number would read as the answer.
  const refused = FIELDS.some(({ name }) => form.errors[name]);
  const measures = refused
    ? null
    : (Object.fromEntries(FIELDS.map(({ name }) => [name, parseMeasure(form.values[name]) ?? 0])) as Measures);

  // Text that is not a number is refused as it is typed: the field keeps its last number and says why.
  const change = (name: FieldName, next: string) => {
    if (parseMeasure(next) === null) form.setErrors((current) => ({ ...current, [name]: t('calc.numbersOnly') }));
    else form.setValue(name, next);
  };

  return (
    <div className={styles.layout}>
      <Suspense fallback={<PriceCards currency={null} measures={measures} />}>
        <LoadedPriceCards orgId={orgId} measures={measures} />
      </Suspense>

      <div className={twoColumns}>
        <Card title={t('calc.inputs')}>
          <div className={styles.form}>
            {FIELDS.map(({ name, label }) => (
              <TextField
                key={name}
                label={t(label)}
                name={name}
                value={form.values[name]}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0"
                error={form.errors[name]}
                onChange={(event) => change(name, event.target.value)}
              />
            ))}
          </div>
          <Suspense fallback={<FeeParts result={null} />}>
            <LoadedFeeParts orgId={orgId} measures={measures} />
          </Suspense>
        </Card>

        <Card title={t('pricing.rulesTitle')}>
          <ul className={styles.rules}>
            {RULES.map((rule) => (
              <li key={rule}>{t(`pricing.${rule}`)}</li>
            ))}
          </ul>
        </Card>
      </div>

      <div className={styles.illustrations}>
        {FIGURES.map(({ Illustration, title, text }) => (
          <Card key={title}>
            <figure className={styles.figure}>
              <Illustration className={styles.figureImage} />
              <figcaption>
                <p className={styles.figureTitle}>{t(`pricing.${title}`)}</p>
                <p className={styles.figureText}>{t(`pricing.${text}`)}</p>
              </figcaption>
            </figure>
          </Card>
        ))}
      </div>
    </div>
  );
}

/** `null`: a field holds refused input, so there is nothing to work out. */
type PricedProps = { orgId: number; measures: Measures | null };

const NO_FEE = '—';

/** Network first: online, saved prices wait behind the stand-ins for the server's, and a saved copy says its age. */
function LoadedPriceCards({ orgId, measures }: PricedProps) {
  const { data: currency, savedAt, waitingForNetwork } = usePublicAnswer(pricesQueryOptions(orgId));
  if (waitingForNetwork) return <PriceCards currency={null} measures={measures} />;
  return (
    <div>
      <PriceCards currency={currency} measures={measures} />
      <SavedAt at={savedAt} className={styles.savedAt} />
    </div>
  );
}

function LoadedFeeParts({ orgId, measures }: PricedProps) {
  const { data: currency, waitingForNetwork } = usePublicAnswer(pricesQueryOptions(orgId));
  if (waitingForNetwork) return <FeeParts result={null} />;
  return (
    <>
      <FeeParts result={measures ? calculateTransportFee(measures, currency) : 'refused'} />
      <DeliveryFee fee={currency.deliveryFee} />
    </>
  );
}

/** The door-delivery fee beside the transport fee: what "Хүргүүлэх" adds. */
function DeliveryFee({ fee }: { fee: number | undefined }) {
  const t = useT();
  if (fee === undefined) return null;
  return <p className={styles.deliveryFee}>{fee === 0 ? t('calc.deliveryFree') : t('calc.deliveryFee', { amount: formatTugrik(fee) })}</p>;
}

/** The three price cards; without prices (`null`) the same cards with stand-ins for the figures. */
function PriceCards({ currency, measures }: { currency: Currency | null; measures: Measures | null }) {
  const t = useT();
  const result = currency && measures && calculateTransportFee(measures, currency);
  const sample = currency && calculateTransportFee(SAMPLE, currency);
  return (
    <div className={styles.priceCards} aria-busy={currency ? undefined : true}>
      <div className={styles.priceCard}>
        <span className={styles.priceLabel}>{t('calc.perKg')}</span>
        <span className={styles.priceValue}>{currency ? formatTugrik(currency.kg) : <Skeleton width="6ch" />}</span>
      </div>
      <div className={styles.priceCard}>
        <span className={styles.priceLabel}>{t('calc.perM3')}</span>
        <span className={styles.priceValue}>{currency ? formatYuan(Math.ceil(currency.m3)) : <Skeleton width="4ch" />}</span>
      </div>
      <div className={`${styles.priceCard} ${styles.feeCard}`}>
        <span className={styles.priceLabel} id="transport-fee-label">
          {t('calc.fee')}
        </span>
        <output className={`${styles.priceValue} ${styles.feeValue}`} aria-labelledby="transport-fee-label" aria-live="polite">
          {result ? formatTugrik(result.fee) : currency ? NO_FEE : <Skeleton width="6ch" />}
        </output>
        <span className={`${styles.sample} ${narrowOnly}`}>
          {sample ? (
            <>
              {t('calc.sample', { volume: sample.volumeM3, weight: SAMPLE.weightKg })} → {formatTugrik(sample.fee)}
            </>
          ) : (
            <Skeleton width="16ch" />
          )}
        </span>
      </div>
    </div>
  );
}

/** Weight part and volume part, the winner marked; without prices the names with stand-ins; dashes while input is refused. */
function FeeParts({ result }: { result: TransportFee | 'refused' | null }) {
  const t = useT();
  const fee = result === 'refused' ? null : result;
  const part = (basis: FeeBasis, label: MessageKey, amount: number | undefined) => {
    const winner = fee?.basis === basis;
    return (
      <li className={`${styles.part} ${winner ? styles.partWinner : ''}`} data-winner={winner || undefined}>
        <span className={styles.partName}>
          {winner ? <CheckIcon size={18} className={styles.partMark} /> : null}
          {t(label)}
          {winner ? <span className={badge({ tone: 'strong', size: 'sm' })}>{t('calc.applied')}</span> : null}
        </span>
        <span className={styles.partValue}>
          {amount !== undefined ? formatTugrik(Math.ceil(amount)) : result === 'refused' ? NO_FEE : <Skeleton width="5ch" />}
        </span>
      </li>
    );
  };
  return (
    <ul className={styles.parts} aria-busy={result ? undefined : true}>
      {part('weight', 'calc.byWeight', fee?.weightPart)}
      {part('volume', 'calc.byVolume', fee?.volumePart)}
    </ul>
  );
}
