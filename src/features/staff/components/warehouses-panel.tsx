import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { WarehouseSummary } from '@contract';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { EditIcon, PlusIcon } from '@/components/icons/icons';
import { Modal } from '@/components/modal/modal';
import { Spinner } from '@/components/spinner/spinner';
import { staffWarehousesQueryOptions } from '../api/places';
import { useStaffTexts } from '../texts';
import { CargoAddressForm } from './cargo-address-form';
import { WarehouseForm } from './warehouse-form';
import * as styles from './staff.css';

type Editing = { kind: 'warehouse'; warehouse: WarehouseSummary | null } | { kind: 'address'; warehouse: WarehouseSummary } | null;

/** Every warehouse of the organisation, paused and deleted ones too, with their receiving addresses. */
export function WarehousesPanel({ orgId }: { orgId: number }) {
  const texts = useStaffTexts();
  const warehouses = useQuery(staffWarehousesQueryOptions(orgId));
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const stateLabel = { ACTIVE: texts.stateACTIVE, PENDING: texts.statePENDING, DELETED: texts.stateDELETED };

  return (
    <Card>
      <div className={styles.listHeader}>
        <h2 className={styles.sectionTitle}>{texts.warehouses}</h2>
        <Button variant="secondary" size="sm" onClick={() => setEditing({ kind: 'warehouse', warehouse: null })}>
          <PlusIcon size={18} />
          {texts.newWarehouse}
        </Button>
      </div>
      {warehouses.isPending ? <Spinner /> : null}
      {warehouses.data?.list.length === 0 ? <p className={styles.hint}>{texts.warehousesEmpty}</p> : null}
      <ul className={styles.list}>
        {warehouses.data?.list.map((warehouse) => (
          <li key={warehouse.id} className={styles.warehouseItem}>
            <div>
              <p className={styles.name}>{warehouse.name}</p>
              <p className={styles.meta}>
                {stateLabel[warehouse.state]} · {warehouse.contactInfo.phone}
              </p>
              <p className={styles.meta}>{warehouse.address}</p>
            </div>
            <div className={styles.actions}>
              <Button
                variant="outline"
                size="sm"
                aria-label={`${texts.edit}: ${warehouse.name}`}
                onClick={() => setEditing({ kind: 'warehouse', warehouse })}
              >
                <EditIcon size={18} />
                {texts.edit}
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-label={`${texts.editAddress}: ${warehouse.name}`}
                onClick={() => setEditing({ kind: 'address', warehouse })}
              >
                {texts.editAddress}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {editing?.kind === 'warehouse' ? (
        <Modal title={editing.warehouse ? texts.editWarehouse : texts.newWarehouse} onClose={close}>
          <WarehouseForm warehouse={editing.warehouse} onSaved={close} />
        </Modal>
      ) : null}
      {editing?.kind === 'address' ? (
        <Modal title={`${texts.editAddress}: ${editing.warehouse.name}`} onClose={close}>
          <CargoAddressForm warehouseId={editing.warehouse.id} onSaved={close} />
        </Modal>
      ) : null}
    </Card>
  );
}
