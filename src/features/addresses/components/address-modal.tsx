import { useId, type FormEvent } from 'react';
import { toast } from 'react-hot-toast';
import { ADDRESS_TYPES, addressInputSchema, type Address, type AddressType } from '@contract';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import { Segmented } from '@/components/segmented/segmented';
import { TextField } from '@/components/text-field/text-field';
import * as fieldStyles from '@/components/text-field/text-field.css';
import { useT } from '@/i18n/i18n';
import { firstFieldErrors } from '@/lib/field-errors';
import { useFormState } from '@/lib/use-form-state';
import { useCreateAddress } from '../api/create-address';
import { useUpdateAddress } from '../api/update-address';
import { useAddressTexts } from '../texts';
import { DivisionFields } from './division-fields';
import { errorAttributes, FieldFrame } from './field-frame';
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

/** New or edited delivery address: type, recipient, phone, city / district / sub-district and a note. */
export function AddressModal({ address, owner, onClose }: AddressModalProps) {
  const t = useT();
  const texts = useAddressTexts();
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const { values, errors, setErrors, setValue, field } = useFormState<AddressValues>(initialValues(address, owner));
  const saving = create.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = addressInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(firstFieldErrors(parsed.error));
      return;
    }
    const done = {
      onSuccess: () => {
        toast.success(t('profile.saved'));
        onClose();
      },
    };
    if (address) update.mutate({ id: address.id, body: values }, done);
    else create.mutate(values, done);
  };

  return (
    <Modal title={address ? texts.edit : t('profile.newAddress')} onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Segmented
          legend={texts.type}
          value={values.type}
          options={ADDRESS_TYPES.map((type) => ({ value: type, label: t(`address.type.${type}`) }))}
          onChange={(type) => setValue('type', type)}
        />
        <div className={styles.pair}>
          <TextField label={t('profile.lastName')} autoComplete="family-name" {...field('lastName')} />
          <TextField label={t('profile.firstName')} autoComplete="given-name" {...field('firstName')} />
        </div>
        <TextField label={texts.phone} type="tel" inputMode="numeric" autoComplete="tel" maxLength={8} {...field('phone')} />
        <DivisionFields values={values} errors={errors} onChange={setValue} />
        <NoteField label={t('address.note')} {...field('note')} />
        <div className={styles.actions}>
          <Button variant="outline" onClick={onClose}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" disabled={saving} aria-busy={saving}>
            {t('profile.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

type NoteFieldProps = {
  label: string;
  name: string;
  value: string;
  error?: string;
  onChange: (event: { target: { value: string } }) => void;
};

function NoteField({ label, error, ...props }: NoteFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <textarea id={id} className={`${fieldStyles.input} ${styles.textarea}`} maxLength={500} {...errorAttributes(id, error)} {...props} />
    </FieldFrame>
  );
}
