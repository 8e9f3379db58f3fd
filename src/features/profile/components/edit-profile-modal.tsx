import { useQuery } from '@tanstack/react-query';
import { updateUserRequestSchema, type UpdateUserRequest, type User } from '@contract';
import { normalizePhone } from '@contract/phone';
import { Modal } from '@/components/modal/modal';
import { ModalActions } from '@/components/modal/modal-actions';
import { PasswordField } from '@/components/password-field/password-field';
import { Spinner } from '@/components/spinner/spinner';
import { PhoneField } from '@/components/phone-field/phone-field';
import { TextField } from '@/components/text-field/text-field';
import { userQueryOptions } from '@/data/session/get-user';
import { useUpdateUser } from '@/data/session/update-user';
import { useForm } from '@/hooks/use-form';
import { accountCatalogue } from '@/i18n/catalogues/account';
import { useT } from '@/i18n/i18n';
import { checkedBy, type FormCheck } from '@/lib/form-checks';
import { notify } from '@/lib/toast';
import { fieldPair, formStack } from '@/styles/form.css';
import { NewPhoneCode } from './new-phone-code';

type EditProfileModalProps = { userId: number; onClose: () => void };

/**
 * Fetches the user by the stored id each time it opens and fills the form from that answer, so an
 * edit never starts from an old cached copy (only when the fetch fails is the cached copy used).
 */
export function EditProfileModal({ userId, onClose }: EditProfileModalProps) {
  const t = useT(accountCatalogue);
  const query = useQuery(userQueryOptions(userId));
  const user = query.isFetchedAfterMount || query.isError ? query.data : undefined;
  return (
    <Modal title={t('account.editTitle')} onClose={onClose}>
      {user ? <EditProfileForm user={user} onDone={onClose} /> : <Spinner />}
    </Modal>
  );
}

type ProfileValues = { firstName: string; lastName: string; phone: string; email: string; currentPassword: string; code: string };

/**
 * Sent as typed (the server turns an empty email into "none" itself). Parcels belong to a phone, so a
 * phone change carries the current password; without a change the password is never sent.
 */
function profileCheck(user: User, passwordMissing: string): FormCheck<ProfileValues, UpdateUserRequest> {
  return (values) => {
    const { currentPassword, code, ...profile } = values;
    const phoneChanges = normalizePhone(values.phone) !== user.phone;
    // The code to the new number is optional: without it the new phone is saved unverified.
    const result = checkedBy<ProfileValues, typeof updateUserRequestSchema>(updateUserRequestSchema, () =>
      phoneChanges ? { ...profile, currentPassword, ...(code.trim() ? { code } : {}) } : profile,
    )(values);
    if (!phoneChanges || currentPassword) return result;
    return { ok: false, errors: { ...(result.ok ? {} : result.errors), currentPassword: passwordMissing } };
  };
}

function EditProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const t = useT(accountCatalogue);
  const update = useUpdateUser();
  const form = useForm<ProfileValues>({
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    email: user.email ?? '',
    currentPassword: '',
    code: '',
  });
  const phoneChanges = normalizePhone(form.values.phone) !== user.phone;

  const save = (body: UpdateUserRequest) =>
    update.mutate(
      { id: user.id, body },
      {
        onSuccess: () => {
          notify.success(t('profile.saved'));
          onDone();
        },
        // The wrong current password or code is shown under its field (useUpdateUser toasts the rest).
        onError: (error) => {
          if (error.reason === 'CODE_REFUSED') form.setErrors({ code: error.message });
          if (error.reason === 'WRONG_PASSWORD') form.setErrors({ currentPassword: error.message });
        },
      },
    );

  return (
    <form className={formStack} onSubmit={form.submit(profileCheck(user, t('account.passwordForPhone')), save)} noValidate>
      <div className={fieldPair}>
        <TextField label={t('profile.firstName')} autoComplete="given-name" {...form.field('firstName')} />
        <TextField label={t('profile.lastName')} autoComplete="family-name" {...form.field('lastName')} />
      </div>
      <PhoneField label={t('account.phone')} {...form.field('phone')} />
      {phoneChanges && <PasswordField label={t('password.current')} autoComplete="current-password" {...form.field('currentPassword')} />}
      {phoneChanges && <NewPhoneCode phone={normalizePhone(form.values.phone)} field={form.field('code')} />}
      {/* Not type="email": Chromium hands such a field's value over in punycode (bataa@xn--c1aay4a.xn--l1acc), so
          bataa@монгол.мн was stored and shown back unreadable. The email keyboard stays; the contract checks the address. */}
      <TextField
        label={t('profile.email')}
        type="text"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        autoComplete="email"
        {...form.field('email')}
      />
      <ModalActions onCancel={onDone} label={t('profile.save')} pending={update.isPending} />
    </form>
  );
}
