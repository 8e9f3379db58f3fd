import { toast } from 'react-hot-toast';
import type { Address } from '@contract';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import { useT } from '@/i18n/i18n';
import { useDeleteAddress } from '../api/delete-address';
import { useAddressTexts } from '../texts';
import * as styles from './address.css';

/** Asks before deleting: an address takes a while to type again on a phone. */
export function DeleteAddressModal({ address, onClose }: { address: Address; onClose: () => void }) {
  const t = useT();
  const texts = useAddressTexts();
  const remove = useDeleteAddress();
  const confirm = () =>
    remove.mutate(address.id, {
      onSuccess: () => {
        toast.success(texts.deleted);
        onClose();
      },
    });
  return (
    <Modal title={texts.deleteTitle} onClose={onClose}>
      <div className={styles.form}>
        <p>{texts.deleteConfirm}</p>
        <p className={styles.itemLine}>
          {address.lastName} {address.firstName}, {[address.city, address.district, address.subdistrict].join(', ')}
        </p>
        <div className={styles.actions}>
          <Button variant="outline" onClick={onClose}>
            {t('profile.cancel')}
          </Button>
          <Button variant="primary" onClick={confirm} disabled={remove.isPending} aria-busy={remove.isPending}>
            {texts.delete}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
