import type { StaffParcel } from '@contract';
import { ParcelPrice } from '@/components/parcel-status/parcel-status';
import { intakeCatalogue } from '@/i18n/catalogues/intake';
import { useT } from '@/i18n/i18n';
import { formatTugrik } from '@/lib/format';
import * as intakeStyles from './intake.css';

/** The rule's fee and the typed price over it, from the newest edit that recorded both (null when the fee is the rule's). */
export function typedOverComputed(parcel: Pick<StaffParcel, 'priceSource' | 'price' | 'history'>) {
  if (parcel.priceSource !== 'MANUAL') return null;
  const override = parcel.history.findLast((entry) => entry.changes?.override)?.changes?.override;
  return override && override.given === parcel.price ? override : null;
}

/** A parcel's fee; a typed price over the computed one is marked, with both figures. */
export function ParcelFee({ parcel }: { parcel: Pick<StaffParcel, 'priceSource' | 'price' | 'history'> }) {
  const t = useT(intakeCatalogue);
  const override = typedOverComputed(parcel);
  if (!override) return <ParcelPrice price={parcel.price} />;
  return (
    <span className={intakeStyles.overridden} data-testid="typed-fee">
      {t('intake.typedFee', { given: formatTugrik(override.given), computed: formatTugrik(override.computed) })}
    </span>
  );
}
