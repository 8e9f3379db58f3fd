import { useState } from 'react';
import { staffParcelPatchSchema } from '@contract';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/text-field/text-field';
import { useUpdateParcel } from '@/data/parcels/update-parcel';
import { useRefreshCounter } from '@/data/payments/payments';
import { useForm } from '@/hooks/use-form';
import { counterCatalogue } from '@/i18n/catalogues/counter';
import { useT } from '@/i18n/i18n';
import { parsedBy } from '@/lib/form-checks';
import { numberInput } from '@/components/staff/number-input';
import * as counterStyles from '@/components/staff/counter.css';
import * as styles from '@/components/staff/staff.css';

type PriceValues = { weightKg: string; widthCm: string; heightCm: string; lengthCm: string; price: string };

const SIDES = ['widthCm', 'heightCm', 'lengthCm'] as const;

const checkPatch = parsedBy<PriceValues, typeof staffParcelPatchSchema>(staffParcelPatchSchema, (values) => ({
  weightKg: numberInput(values.weightKg),
  widthCm: numberInput(values.widthCm),
  heightCm: numberInput(values.heightCm),
  lengthCm: numberInput(values.lengthCm),
  price: numberInput(values.price),
}));

/**
 * A parcel without a fee, priced right at the counter: weight and size (the fee by the published
 * rule) or a fee typed by hand, through the same PATCH /api/staff/parcels/{trackCode} as everywhere.
 * Its own form, outside the counter's (Enter here saves the fee, it does not hand anything over).
 */
export function PriceAtCounter({ trackCode, onPriced }: { trackCode: string; onPriced: () => void }) {
  const t = useT(counterCatalogue);
  const [open, setOpen] = useState(false);
  const update = useUpdateParcel();
  const refreshCounter = useRefreshCounter();
  const form = useForm<PriceValues>({ weightKg: '', widthCm: '', heightCm: '', lengthCm: '', price: '' });
  if (!open) {
    return (
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {t('counter.setFee')}
      </Button>
    );
  }
  const save = (patch: Parameters<typeof update.mutate>[0]['patch']) => {
    if (update.isPending) return;
    update.mutate(
      { trackCode, patch },
      {
        onSuccess: () => {
          setOpen(false);
          onPriced();
          refreshCounter();
        },
      },
    );
  };
  return (
    <form
      className={counterStyles.priceForm}
      onSubmit={form.submit(checkPatch, save)}
      noValidate
      aria-label={`${t('counter.setFee')}: ${trackCode}`}
    >
      <div className={counterStyles.measuresGrid}>
        <TextField label={t('counter.weightKg')} inputMode="decimal" autoComplete="off" maxLength={8} {...form.field('weightKg')} />
        {SIDES.map((side) => (
          <TextField key={side} label={t(`counter.${side}`)} inputMode="decimal" autoComplete="off" maxLength={8} {...form.field(side)} />
        ))}
      </div>
      <TextField label={t('counter.feeOr')} inputMode="numeric" autoComplete="off" maxLength={9} {...form.field('price')} />
      <div className={counterStyles.doneActions}>
        <Button type="submit" size="sm" pending={update.isPending}>
          {t('counter.saveFee')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setOpen(false)}>
          {t('counter.cancel')}
        </Button>
      </div>
      <p className={styles.hint}>{t('counter.setFeeHint')}</p>
    </form>
  );
}
