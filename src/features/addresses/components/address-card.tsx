import { useState } from 'react';
import type { Address } from '@contract';
import { AddButton } from '@/components/button/add-button';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { EditIcon, TrashIcon } from '@/components/icons/icons';
import { Spinner } from '@/components/spinner/spinner';
import { useAddresses } from '@/data/addresses/get-addresses';
import { accountCatalogue } from '@/i18n/catalogues/account';
import { useT } from '@/i18n/i18n';
import { badge } from '@/styles/badge.css';
import { AddressModal, type AddressOwner } from './address-modal';
import { DeleteAddressModal } from './delete-address-modal';
import * as styles from './address.css';
import { personName } from '@/lib/person-name';

type Dialog = { kind: 'add' } | { kind: 'edit'; address: Address } | { kind: 'delete'; address: Address } | null;

/** The customer's delivery addresses, with add, edit and delete. */
export function AddressCard({ owner }: { owner: AddressOwner }) {
  const t = useT(accountCatalogue);
  const { data: addresses, isPending } = useAddresses();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  return (
    <Card title={t('profile.addresses')} action={<AddButton label={t('profile.newAddress')} onClick={() => setDialog({ kind: 'add' })} />}>
      {isPending ? <Spinner /> : null}
      {addresses?.length === 0 ? <p className={styles.empty}>{t('account.noAddresses')}</p> : null}
      {addresses?.length ? (
        <ul className={styles.list}>
          {addresses.map((address) => (
            <AddressItem
              key={address.id}
              address={address}
              onEdit={() => setDialog({ kind: 'edit', address })}
              onDelete={() => setDialog({ kind: 'delete', address })}
            />
          ))}
        </ul>
      ) : null}
      {dialog?.kind === 'add' ? <AddressModal owner={owner} onClose={close} /> : null}
      {dialog?.kind === 'edit' ? <AddressModal address={dialog.address} owner={owner} onClose={close} /> : null}
      {dialog?.kind === 'delete' ? <DeleteAddressModal address={dialog.address} onClose={close} /> : null}
    </Card>
  );
}

type AddressItemProps = { address: Address; onEdit: () => void; onDelete: () => void };

function AddressItem({ address, onEdit, onDelete }: AddressItemProps) {
  const t = useT(accountCatalogue);
  const nameId = `address-${address.id}-name`;
  return (
    <li className={styles.item} aria-labelledby={nameId}>
      <div className={styles.itemHead}>
        <span className={badge({ tone: 'info', size: 'sm' })}>{t(`address.type.${address.type}`)}</span>
        <span id={nameId} className={styles.itemName}>
          {personName(address)}
        </span>
      </div>
      <p className={styles.itemLine}>{address.phone}</p>
      <p className={styles.itemLine}>{[address.city, address.district, address.subdistrict].join(', ')}</p>
      {address.note ? <p className={styles.itemLine}>{address.note}</p> : null}
      <div className={styles.itemActions}>
        <Button variant="outline" size="sm" onClick={onEdit} aria-describedby={nameId}>
          <EditIcon size={18} />
          {t('profile.edit')}
        </Button>
        <Button variant="ghost" size="sm" className={styles.danger} onClick={onDelete} aria-describedby={nameId}>
          <TrashIcon size={18} />
          {t('account.delete')}
        </Button>
      </div>
    </li>
  );
}
