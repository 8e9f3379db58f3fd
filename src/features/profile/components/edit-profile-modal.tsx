import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { toast } from 'react-hot-toast';
import { updateUserRequestSchema, type UpdateUserRequest, type User } from '@contract';
import { normalizePhone } from '@contract/phone';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import { PasswordField } from '@/components/password-field/password-field';
import { Spinner } from '@/components/spinner/spinner';
import { TextField } from '@/components/text-field/text-field';
import { useT } from '@/i18n/i18n';
import { firstFieldErrors } from '@/lib/field-errors';
import { useFormState } from '@/lib/use-form-state';
import { userQueryOptions } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { useProfileTexts } from '../texts';
import * as styles from './profile.css';

type EditProfileModalProps = { userId: number; onClose: () => void };

/**
 * Fetches the user by the stored id each time it opens and fills the form from that answer, so an
 * edit never starts from an old cached copy (only when the fetch fails is the cached copy used).
 */
export function EditProfileModal({ userId, onClose }: EditProfileModalProps) {
  const texts = useProfileTexts();
  const query = useQuery(userQueryOptions(userId));
  const user = query.isFetchedAfterMount || query.isError ? query.data : undefined;
  return (
    <Modal title={texts.editTitle} onClose={onClose}>
      {user ? <EditProfileForm user={user} onDone={onClose} /> : <Spinner />}
    </Modal>
  );
}

type Field = keyof UpdateUserRequest;

function EditProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const t = useT();
  const texts = useProfileTexts();
  const update = useUpdateUser();
  const { values, setErrors, field } = useFormState<Record<Field, string>>({
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    email: user.email ?? '',
    currentPassword: '',
  });
  // Parcels belong to a phone, so the server asks for the password before it moves the account to another.
  const phoneChanges = normalizePhone(values.phone) !== user.phone;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { currentPassword, ...profile } = values;
    const body = phoneChanges ? values : profile;
    const parsed = updateUserRequestSchema.safeParse(body);
    if (!parsed.success || (phoneChanges && !currentPassword)) {
      setErrors({
        ...(parsed.success ? {} : firstFieldErrors(parsed.error)),
        ...(phoneChanges && !currentPassword ? { currentPassword: texts.passwordForPhone } : {}),
      });
      return;
    }
    update.mutate(
      { id: user.id, body },
      {
        onSuccess: () => {
          toast.success(t('profile.saved'));
          onDone();
        },
        // A 400 here is the wrong current password (the form checked everything else): shown under it.
        onError: (error) => {
          if (error.code !== 400) return;
          if (phoneChanges) setErrors({ currentPassword: error.message });
          else toast.error(error.message);
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.pair}>
        <TextField label={t('profile.firstName')} autoComplete="given-name" {...field('firstName')} />
        <TextField label={t('profile.lastName')} autoComplete="family-name" {...field('lastName')} />
      </div>
      <TextField label={texts.phone} type="tel" inputMode="numeric" autoComplete="tel" maxLength={8} {...field('phone')} />
      {phoneChanges && (
        <PasswordField
          label={t('password.current')}
          toggleLabel={texts.showPassword}
          autoComplete="current-password"
          {...field('currentPassword')}
        />
      )}
      <TextField label={t('profile.email')} type="email" autoComplete="email" {...field('email')} />
      <div className={styles.actions}>
        <Button variant="outline" onClick={onDone}>
          {t('profile.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending} aria-busy={update.isPending}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
