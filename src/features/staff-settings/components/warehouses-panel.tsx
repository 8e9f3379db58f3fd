import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { WarehouseSummary } from '@contract';
import { AddButton } from '@/components/button/add-button';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { EditIcon } from '@/components/icons/icons';
import { Modal } from '@/components/modal/modal';
import { Spinner } from '@/components/spinner/spinner';
import { allWarehousesQueryOptions } from '@/data/warehouses/get-all-warehouses';
import { staffCatalogue } from '@/i18n/catalogues/staff';
import { useT } from '@/i18n/i18n';
import { CargoAddressForm } from './cargo-address-form';
import { WarehouseForm } from './warehouse-form';
import * as styles from '@/components/staff/staff.css';

type Editing = { kind: 'warehouse'; warehouse: WarehouseSummary | null } | { kind: 'address'; warehouse: WarehouseSummary } | null;

/** Every warehouse of the organisation, paused and deleted ones too, with their receiving addresses. */
export function WarehousesPanel({ orgId }: { orgId: number }) {
  const t = useT(staffCatalogue);
  const warehouses = useQuery(allWarehousesQueryOptions(orgId));
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  return (
    <Card
      title={t('staff.warehouses')}
      action={<AddButton label={t('staff.newWarehouse')} onClick={() => setEditing({ kind: 'warehouse', warehouse: null })} />}
    >
      {warehouses.isPending ? <Spinner /> : null}
      {warehouses.data?.list.length === 0 ? <p className={styles.hint}>{t('staff.warehousesEmpty')}</p> : null}
      <ul className={styles.list}>
        {warehouses.data?.list.map((warehouse) => (
          <li key={warehouse.id} className={styles.warehouseItem}>
            <div>
              <p className={styles.name}>{warehouse.name}</p>
              <p className={styles.meta}>
                {t(`staff.state${warehouse.state}`)} · {warehouse.contactInfo.phone}
              </p>
              <p className={styles.meta}>{warehouse.address}</p>
            </div>
            <div className={styles.actions}>
              <Button
                variant="outline"
                size="sm"
                aria-label={`${t('staff.edit')}: ${warehouse.name}`}
                onClick={() => setEditing({ kind: 'warehouse', warehouse })}
              >
                <EditIcon size={18} />
                {t('staff.edit')}
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-label={`${t('staff.editAddress')}: ${warehouse.name}`}
                onClick={() => setEditing({ kind: 'address', warehouse })}
              >
                {t('staff.editAddress')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {editing?.kind === 'warehouse' ? (
        <Modal title={editing.warehouse ? t('staff.editWarehouse') : t('staff.newWarehouse')} onClose={close}>
          <WarehouseForm warehouse={editing.warehouse} onSaved={close} />
        </Modal>
      ) : null}
      {editing?.kind === 'address' ? (
        <Modal title={`${t('staff.editAddress')}: ${editing.warehouse.name}`} onClose={close}>
          <CargoAddressForm warehouseId={editing.warehouse.id} onSaved={close} />
        </Modal>
      ) : null}
    </Card>
  );
}
