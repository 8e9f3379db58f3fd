import { staffWarehouseSchema, type RecordState, type WarehouseSummary } from '@contract';
import { SelectField } from '@/components/select-field/select-field';
import { TextField } from '@/components/text-field/text-field';
import { useSaveWarehouse, type WarehouseInput } from '@/data/warehouses/save-warehouse';
import { useForm } from '@/hooks/use-form';
import { staffCatalogue } from '@/i18n/catalogues/staff';
import { useT } from '@/i18n/i18n';
import { parsedBy } from '@/lib/form-checks';
import { SaveButton, useSaveAndClose } from './save-button';
import * as styles from '@/components/staff/staff.css';

type WarehouseValues = { name: string; address: string; phone: string; state: RecordState };

/** The states staff choose from, in the order they are used. */
const WAREHOUSE_STATES = ['ACTIVE', 'PENDING', 'DELETED'] as const satisfies readonly RecordState[];

const checkWarehouse = parsedBy<WarehouseValues, typeof staffWarehouseSchema>(staffWarehouseSchema);

/** A new warehouse (`warehouse` null) or an edit of one: name, address, phone and its state. */
export function WarehouseForm({ warehouse, onSaved }: { warehouse: WarehouseSummary | null; onSaved: () => void }) {
  const t = useT(staffCatalogue);
  const save = useSaveWarehouse();
  const form = useForm<WarehouseValues>({
    name: warehouse?.name ?? '',
    address: warehouse?.address ?? '',
    phone: warehouse?.contactInfo.phone ?? '',
    state: warehouse?.state ?? 'ACTIVE',
  });

  const saveAndClose = useSaveAndClose(save, onSaved);
  const send = (body: WarehouseInput) => saveAndClose({ id: warehouse?.id ?? null, body });

  return (
    <form className={styles.stack} onSubmit={form.submit(checkWarehouse, send)} noValidate>
      <TextField label={t('staff.warehouseName')} autoComplete="off" {...form.field('name')} />
      <TextField label={t('staff.warehouseAddress')} autoComplete="off" {...form.field('address')} />
      <TextField label={t('staff.warehousePhone')} autoComplete="off" inputMode="tel" {...form.field('phone')} />
      <SelectField
        label={t('staff.warehouseState')}
        value={form.values.state}
        options={WAREHOUSE_STATES.map((state) => ({ value: state, label: t(`staff.state${state}`) }))}
        onChange={(state) => form.setValue('state', state)}
      />
      <SaveButton pending={save.isPending} />
    </form>
  );
}
