import type { ComponentPropsWithRef } from 'react';
import { ADDRESS_TYPES, addressInputSchema, type Address, type AddressInput, type AddressType } from '@contract';
import { FieldFrame } from '@/components/field-frame/field-frame';
import * as fieldStyles from '@/components/field-frame/field-frame.css';
import { Modal } from '@/components/modal/modal';
import { ModalActions } from '@/components/modal/modal-actions';
import { Segmented } from '@/components/segmented/segmented';
import { PhoneField } from '@/components/phone-field/phone-field';
import { TextField } from '@/components/text-field/text-field';
import { useCreateAddress } from '@/data/addresses/create-address';
import { useUpdateAddress } from '@/data/addresses/update-address';
import { useForm } from '@/hooks/use-form';
import { accountCatalogue } from '@/i18n/catalogues/account';
import { useT } from '@/i18n/i18n';
import { checkedBy } from '@/lib/form-checks';
import { succeedAndClose } from '@/lib/toast';
import { fieldPair, formStack } from '@/styles/form.css';
import { DivisionFields } from './division-fields';
import * as styles from './address.css';

type AddressValues = {
  type: AddressType;
  firstName: string;
  lastName: string;
  phone: string;
  city: string;
  district: string;
  subdistrict: string;
  note: string;
};

export type AddressOwner = { firstName: string; lastName: string; phone: string };

type AddressModalProps = {
  /** The address to edit; without it the modal adds a new one, addressed to the owner by default. */
  address?: Address;
  owner: AddressOwner;
  onClose: () => void;
};

function initialValues(address: Address | undefined, owner: AddressOwner): AddressValues {
  if (address) {
    const { id: _id, ...values } = address;
    return values;
  }
  const { firstName, lastName, phone } = owner;
  return { type: 'HOME', firstName, lastName, phone, city: '', district: '', subdistrict: '', note: '' };
}

const checkAddress = checkedBy<AddressValues, typeof addressInputSchema>(addressInputSchema);

/** New or edited delivery address: type, recipient, phone, city / district / sub-district and a note. */
export function AddressModal({ address, owner, onClose }: AddressModalProps) {
  const t = useT(accountCatalogue);
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const form = useForm<AddressValues>(initialValues(address, owner));
  const saving = create.isPending || update.isPending;

  const save = (body: AddressInput) => {
    const done = { onSuccess: succeedAndClose(t('profile.saved'), onClose) };
    if (address) update.mutate({ id: address.id, body }, done);
    else create.mutate(body, done);
  };

  return (
    <Modal title={address ? t('account.editAddress') : t('profile.newAddress')} onClose={onClose}>
      <form className={formStack} onSubmit={form.submit(checkAddress, save)} noValidate>
        <Segmented
          legend={t('account.addressType')}
          value={form.values.type}
          options={ADDRESS_TYPES.map((type) => ({ value: type, label: t(`address.type.${type}`) }))}
          onChange={(type) => form.setValue('type', type)}
        />
        <div className={fieldPair}>
          <TextField label={t('profile.lastName')} autoComplete="family-name" {...form.field('lastName')} />
          <TextField label={t('profile.firstName')} autoComplete="given-name" {...form.field('firstName')} />
        </div>
        <PhoneField label={t('account.phone')} {...form.field('phone')} />
        <DivisionFields values={form.values} errors={form.errors} onChange={form.setValue} />
        <NoteField label={t('address.note')} {...form.field('note')} />
        <ModalActions onCancel={onClose} label={t('profile.save')} pending={saving} />
      </form>
    </Modal>
  );
}

type NoteFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'id'> & { label: string; error?: string };

function NoteField({ label, error, ...props }: NoteFieldProps) {
  return (
    <FieldFrame label={label} error={error}>
      {(control) => <textarea className={`${fieldStyles.control} ${styles.textarea}`} maxLength={500} {...control} {...props} />}
    </FieldFrame>
  );
}
