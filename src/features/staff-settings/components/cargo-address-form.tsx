import { useQuery } from '@tanstack/react-query';
import { staffCargoAddressSchema, type CargoAddress } from '@contract';
import { Spinner } from '@/components/spinner/spinner';
import { TextField } from '@/components/text-field/text-field';
import { cargoAddressQueryOptions } from '@/data/warehouses/get-cargo-address';
import { useSaveCargoAddress, type CargoAddressInput } from '@/data/warehouses/save-cargo-address';
import { useForm } from '@/hooks/use-form';
import { journeyCatalogue } from '@/i18n/catalogues/journey';
import { staffCatalogue } from '@/i18n/catalogues/staff';
import { useT } from '@/i18n/i18n';
import { parsedBy } from '@/lib/form-checks';
import { SaveButton, useSaveAndClose } from './save-button';
import * as styles from '@/components/staff/staff.css';

type CargoAddressValues = { consignee: string; phone: string; region: string; address: string; zipcode: string };

const checkCargoAddress = parsedBy<CargoAddressValues, typeof staffCargoAddressSchema>(staffCargoAddressSchema, (values) => ({
  ...values,
  zipcode: values.zipcode.trim() === '' ? undefined : values.zipcode,
}));

/** The Chinese receiving address customers copy into Taobao; a warehouse without one starts empty. */
export function CargoAddressForm({ warehouseId, onSaved }: { warehouseId: number; onSaved: () => void }) {
  // Fetched again on opening: another desk may have changed it since the list was loaded.
  const current = useQuery({ ...cargoAddressQueryOptions(warehouseId), staleTime: 0 });
  if (current.isPending) return <Spinner />;
  return <CargoAddressFields warehouseId={warehouseId} current={current.data ?? null} onSaved={onSaved} />;
}

function CargoAddressFields({ warehouseId, current, onSaved }: { warehouseId: number; current: CargoAddress | null; onSaved: () => void }) {
  const t = useT(staffCatalogue);
  const tj = useT(journeyCatalogue);
  const save = useSaveCargoAddress();
  const form = useForm<CargoAddressValues>({
    consignee: current?.consignee ?? '',
    phone: current?.phone ?? '',
    region: current?.region ?? '',
    address: current?.address ?? '',
    zipcode: current?.zipcode ?? '',
  });

  const saveAndClose = useSaveAndClose(save, onSaved);
  const send = (body: CargoAddressInput) => saveAndClose({ warehouseId, body });

  return (
    <form className={styles.stack} onSubmit={form.submit(checkCargoAddress, send)} noValidate>
      <p className={styles.hint}>{tj('journey.tokenHint')}</p>
      <TextField label={t('staff.consignee')} autoComplete="off" {...form.field('consignee')} />
      <TextField label={t('staff.warehousePhone')} autoComplete="off" {...form.field('phone')} />
      <TextField label={t('staff.region')} autoComplete="off" {...form.field('region')} />
      <TextField label={t('staff.fullAddress')} autoComplete="off" {...form.field('address')} />
      <TextField label={t('staff.zipcode')} autoComplete="off" {...form.field('zipcode')} />
      <SaveButton pending={save.isPending} />
    </form>
  );
}
