import { useQuery } from '@tanstack/react-query';
import { staffPricesSchema } from '@contract';
import type { z } from 'zod';
import { Card } from '@/components/card/card';
import { Spinner } from '@/components/spinner/spinner';
import { TextField } from '@/components/text-field/text-field';
import { pricesQueryOptions, type Prices } from '@/data/prices/get-prices';
import { useSavePrices } from '@/data/prices/save-prices';
import { useForm } from '@/hooks/use-form';
import { staffCatalogue } from '@/i18n/catalogues/staff';
import { useT } from '@/i18n/i18n';
import { parsedBy } from '@/lib/form-checks';
import { notify } from '@/lib/toast';
import { numberInput } from '@/components/staff/number-input';
import { SaveButton } from './save-button';
import * as styles from '@/components/staff/staff.css';

type PricesValues = Record<'kg' | 'm3' | 'rate' | 'deliveryFee', string>;

const checkPrices = parsedBy<PricesValues, typeof staffPricesSchema>(staffPricesSchema, (values) => ({
  kg: numberInput(values.kg),
  m3: numberInput(values.m3),
  rate: numberInput(values.rate),
  deliveryFee: numberInput(values.deliveryFee),
}));

/** kg price (₮), m³ price (¥) and the rate (₮ per ¥) the calculator uses, and the door-delivery fee (₮, 0 = free). */
export function PricesForm({ orgId }: { orgId: number }) {
  const t = useT(staffCatalogue);
  // Fetched again on opening, although the calculator may hold a copy: staff edit what is current.
  const prices = useQuery({ ...pricesQueryOptions(orgId), staleTime: 0 });
  return (
    <Card title={t('staff.prices')}>
      {prices.data ? <PricesFields key={JSON.stringify(prices.data)} current={prices.data} /> : prices.isPending ? <Spinner /> : null}
    </Card>
  );
}

function PricesFields({ current }: { current: Prices }) {
  const t = useT(staffCatalogue);
  const save = useSavePrices();
  const form = useForm<PricesValues>({
    kg: String(current.kg),
    m3: String(current.m3),
    rate: String(current.rate),
    deliveryFee: String(current.deliveryFee ?? 0),
  });

  const send = (body: z.output<typeof staffPricesSchema>) => {
    if (save.isPending) return;
    // Not mutate's own onSuccess: the save refetches the prices, which remounts this form (its key
    // is the prices), and callbacks of an unmounted mutation observer never run. A failure is toasted by the cache.
    void save.mutateAsync(body).then(
      () => notify.success(t('staff.saved')),
      () => undefined,
    );
  };

  return (
    <form className={styles.pricesGrid} onSubmit={form.submit(checkPrices, send)} noValidate>
      <TextField label={t('staff.priceKg')} inputMode="decimal" autoComplete="off" {...form.field('kg')} />
      <TextField label={t('staff.priceM3')} inputMode="decimal" autoComplete="off" {...form.field('m3')} />
      <TextField label={t('staff.rate')} inputMode="decimal" autoComplete="off" {...form.field('rate')} />
      <TextField label={t('staff.deliveryFee')} inputMode="numeric" autoComplete="off" {...form.field('deliveryFee')} />
      <SaveButton pending={save.isPending} className={styles.full} />
    </form>
  );
}
