import type { Address } from '@contract';
import { Modal } from '@/components/modal/modal';
import { ModalActions } from '@/components/modal/modal-actions';
import { useDeleteAddress } from '@/data/addresses/delete-address';
import { accountCatalogue } from '@/i18n/catalogues/account';
import { useT } from '@/i18n/i18n';
import { succeedAndClose } from '@/lib/toast';
import { formStack } from '@/styles/form.css';
import * as styles from './address.css';
import { personName } from '@/lib/person-name';

/** Asks before deleting: an address takes a while to type again on a phone. */
export function DeleteAddressModal({ address, onClose }: { address: Address; onClose: () => void }) {
  const t = useT(accountCatalogue);
  const remove = useDeleteAddress();
  const confirm = () => remove.mutate(address.id, { onSuccess: succeedAndClose(t('account.addressDeleted'), onClose) });
  return (
    <Modal title={t('account.deleteAddress')} onClose={onClose}>
      <div className={formStack}>
        <p>{t('account.deleteAddressConfirm')}</p>
        <p className={styles.itemLine}>
          {personName(address)}, {[address.city, address.district, address.subdistrict].join(', ')}
        </p>
        <ModalActions
          onCancel={onClose}
          label={t('account.delete')}
          pending={remove.isPending}
          pendingLabel={t('pending.delete')}
          onConfirm={confirm}
          destructive
        />
      </div>
    </Modal>
  );
}
