import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { staffCargoAddressSchema, type CargoAddress } from '@contract';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { TextField } from '@/components/text-field/text-field';
import { firstFieldErrors, type FieldErrors } from '@/lib/field-errors';
import { notify } from '@/lib/toast';
import { staffCargoAddressQueryOptions, useSaveCargoAddress } from '../api/places';
import { useStaffTexts } from '../texts';
import * as styles from './staff.css';

type Field = 'consignee' | 'phone' | 'region' | 'address' | 'zipcode';

/** The Chinese receiving address customers copy into Taobao; a warehouse without one starts empty. */
export function CargoAddressForm({ warehouseId, onSaved }: { warehouseId: number; onSaved: () => void }) {
  const current = useQuery(staffCargoAddressQueryOptions(warehouseId));
  if (current.isPending) return <Spinner />;
  return <CargoAddressFields warehouseId={warehouseId} current={current.data ?? null} onSaved={onSaved} />;
}

function CargoAddressFields({ warehouseId, current, onSaved }: { warehouseId: number; current: CargoAddress | null; onSaved: () => void }) {
  const texts = useStaffTexts();
  const save = useSaveCargoAddress();
  const [values, setValues] = useState<Record<Field, string>>({
    consignee: current?.consignee ?? '',
    phone: current?.phone ?? '',
    region: current?.region ?? '',
    address: current?.address ?? '',
    zipcode: current?.zipcode ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = staffCargoAddressSchema.safeParse({ ...values, zipcode: values.zipcode.trim() === '' ? undefined : values.zipcode });
    if (!parsed.success) {
      setErrors(firstFieldErrors<Field>(parsed.error));
      return;
    }
    save.mutate(
      { warehouseId, body: parsed.data },
      {
        onSuccess: () => {
          notify.success(texts.saved);
          onSaved();
        },
      },
    );
  }

  const field = (name: Field, label: string) => (
    <TextField
      label={label}
      value={values[name]}
      error={errors[name]}
      autoComplete="off"
      onChange={(event) => {
        setValues((all) => ({ ...all, [name]: event.target.value }));
        setErrors((all) => ({ ...all, [name]: undefined }));
      }}
    />
  );

  return (
    <form className={styles.stack} onSubmit={onSubmit} noValidate>
      {field('consignee', texts.consignee)}
      {field('phone', texts.warehousePhone)}
      {field('region', texts.region)}
      {field('address', texts.fullAddress)}
      {field('zipcode', texts.zipcode)}
      <Button type="submit" block aria-disabled={save.isPending || undefined}>
        {texts.save}
      </Button>
    </form>
  );
}
