import { useState, type FormEvent } from 'react';
import { staffWarehouseSchema, type RecordState, type WarehouseSummary } from '@contract';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/text-field/text-field';
import { firstFieldErrors, type FieldErrors } from '@/lib/field-errors';
import { notify } from '@/lib/toast';
import { useSaveWarehouse } from '../api/places';
import { useStaffTexts } from '../texts';
import { SelectField } from './select-field';
import * as styles from './staff.css';

type Field = 'name' | 'address' | 'phone';

/** A new warehouse (`warehouse` null) or an edit of one: name, address, phone and its state. */
export function WarehouseForm({ warehouse, onSaved }: { warehouse: WarehouseSummary | null; onSaved: () => void }) {
  const texts = useStaffTexts();
  const save = useSaveWarehouse();
  const [values, setValues] = useState({
    name: warehouse?.name ?? '',
    address: warehouse?.address ?? '',
    phone: warehouse?.contactInfo.phone ?? '',
  });
  const [state, setState] = useState<RecordState>(warehouse?.state ?? 'ACTIVE');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = staffWarehouseSchema.safeParse({ ...values, state });
    if (!parsed.success) {
      setErrors(firstFieldErrors<Field>(parsed.error));
      return;
    }
    save.mutate(
      { id: warehouse?.id ?? null, body: parsed.data },
      {
        onSuccess: () => {
          notify.success(texts.saved);
          onSaved();
        },
      },
    );
  }

  const field = (name: Field, label: string, extra: { inputMode?: 'tel' } = {}) => (
    <TextField
      label={label}
      value={values[name]}
      error={errors[name]}
      autoComplete="off"
      {...extra}
      onChange={(event) => {
        setValues((all) => ({ ...all, [name]: event.target.value }));
        setErrors((all) => ({ ...all, [name]: undefined }));
      }}
    />
  );

  return (
    <form className={styles.stack} onSubmit={onSubmit} noValidate>
      {field('name', texts.warehouseName)}
      {field('address', texts.warehouseAddress)}
      {field('phone', texts.warehousePhone, { inputMode: 'tel' })}
      <SelectField
        label={texts.warehouseState}
        value={state}
        options={[
          { value: 'ACTIVE', label: texts.stateACTIVE },
          { value: 'PENDING', label: texts.statePENDING },
          { value: 'DELETED', label: texts.stateDELETED },
        ]}
        onChange={setState}
      />
      <Button type="submit" block aria-disabled={save.isPending || undefined}>
        {texts.save}
      </Button>
    </form>
  );
}
