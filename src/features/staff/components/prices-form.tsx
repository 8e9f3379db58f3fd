import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { staffPricesSchema, type Currency } from '@contract';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { Spinner } from '@/components/spinner/spinner';
import { TextField } from '@/components/text-field/text-field';
import { firstFieldErrors, type FieldErrors } from '@/lib/field-errors';
import { notify } from '@/lib/toast';
import { staffPricesQueryOptions, useSavePrices } from '../api/places';
import { useStaffTexts } from '../texts';
import * as styles from './staff.css';

type Field = keyof Currency;

/** kg price (₮), m³ price (¥) and the rate (₮ per ¥) the calculator uses. */
export function PricesForm({ orgId }: { orgId: number }) {
  const texts = useStaffTexts();
  const prices = useQuery(staffPricesQueryOptions(orgId));
  return (
    <Card>
      <h2 className={styles.sectionTitle}>{texts.prices}</h2>
      {prices.data ? <PricesFields key={JSON.stringify(prices.data)} current={prices.data} /> : prices.isPending ? <Spinner /> : null}
    </Card>
  );
}

/** Empty text is not a number; the schema answers the field's own message for it. */
const toNumber = (text: string) => (text.trim() === '' ? undefined : Number(text.trim().replace(',', '.')));

function PricesFields({ current }: { current: Currency }) {
  const texts = useStaffTexts();
  const save = useSavePrices();
  const [values, setValues] = useState({ kg: String(current.kg), m3: String(current.m3), rate: String(current.rate) });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = staffPricesSchema.safeParse({ kg: toNumber(values.kg), m3: toNumber(values.m3), rate: toNumber(values.rate) });
    if (!parsed.success) {
      setErrors(firstFieldErrors<Field>(parsed.error));
      return;
    }
    // Not mutate's own onSuccess: the save refetches the prices, which remounts this form (its key
    // is the prices), and callbacks of an unmounted mutation observer never run. A failure is toasted by the cache.
    void save.mutateAsync(parsed.data).then(
      () => notify.success(texts.saved),
      () => undefined,
    );
  }

  const field = (name: Field, label: string) => (
    <TextField
      label={label}
      value={values[name]}
      error={errors[name]}
      inputMode="decimal"
      autoComplete="off"
      onChange={(event) => {
        setValues((all) => ({ ...all, [name]: event.target.value }));
        setErrors((all) => ({ ...all, [name]: undefined }));
      }}
    />
  );

  return (
    <form className={styles.pricesGrid} onSubmit={onSubmit} noValidate>
      {field('kg', texts.priceKg)}
      {field('m3', texts.priceM3)}
      {field('rate', texts.rate)}
      <Button type="submit" className={styles.full} aria-disabled={save.isPending || undefined}>
        {texts.save}
      </Button>
    </form>
  );
}
