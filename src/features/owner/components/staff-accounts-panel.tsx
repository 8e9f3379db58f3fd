import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { staffAccountCreateSchema, type StaffAccount, type StaffRole } from '@contract';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { Modal } from '@/components/modal/modal';
import { ModalActions } from '@/components/modal/modal-actions';
import { PasswordField } from '@/components/password-field/password-field';
import { PhoneField } from '@/components/phone-field/phone-field';
import { SelectField } from '@/components/select-field/select-field';
import { Spinner } from '@/components/spinner/spinner';
import { TextField } from '@/components/text-field/text-field';
import { staffAccountsQueryOptions, useCreateStaffAccount, useResetStaffPassword, useUpdateStaffAccount } from '@/data/owner/owner';
import { useStoredUser } from '@/data/session/stored-user';
import { allWarehousesQueryOptions } from '@/data/warehouses/get-all-warehouses';
import { useForm } from '@/hooks/use-form';
import { ownerCatalogue } from '@/i18n/catalogues/owner';
import { useT } from '@/i18n/i18n';
import { checkedBy } from '@/lib/form-checks';
import { notify } from '@/lib/toast';
import * as styles from './owner.css';

type Warehouses = { value: string; label: string }[];

/** "Ажилтнууд": add a staff member, and for each: role, warehouse, disable / enable, a new password. */
export function StaffAccountsPanel({ orgId }: { orgId: number }) {
  const t = useT(ownerCatalogue);
  const accounts = useQuery(staffAccountsQueryOptions());
  const warehouses = useQuery(allWarehousesQueryOptions(orgId));
  const warehouseOptions: Warehouses = [
    { value: '', label: t('owner.allWarehouses') },
    ...(warehouses.data?.list ?? []).map((item) => ({ value: String(item.id), label: item.name })),
  ];
  return (
    <div className={styles.stack}>
      <AddStaffForm warehouses={warehouseOptions} />
      <Card title={t('owner.staffList')}>
        {accounts.data ? (
          <ul className={styles.list}>
            {accounts.data.list.map((account) => (
              <StaffRow key={account.id} account={account} warehouses={warehouseOptions} />
            ))}
          </ul>
        ) : (
          <Spinner />
        )}
      </Card>
    </div>
  );
}

type NewStaff = { phone: string; firstName: string; lastName: string; role: string; password: string; warehouse: string };
const EMPTY: NewStaff = { phone: '', firstName: '', lastName: '', role: 'staff', password: '', warehouse: '' };

const toBody = (values: NewStaff) => ({
  phone: values.phone,
  firstName: values.firstName,
  lastName: values.lastName,
  role: values.role as StaffRole,
  password: values.password,
  warehouseId: values.warehouse ? Number(values.warehouse) : null,
});

function AddStaffForm({ warehouses }: { warehouses: Warehouses }) {
  const t = useT(ownerCatalogue);
  const form = useForm<NewStaff>(EMPTY);
  const create = useCreateStaffAccount();
  const roles = [
    { value: 'staff', label: t('owner.roleStaff') },
    { value: 'admin', label: t('owner.roleAdmin') },
  ];
  const send = form.submit(checkedBy(staffAccountCreateSchema, toBody), (body) =>
    create.mutate(body, {
      onSuccess: () => {
        notify.success(t('owner.added'));
        form.reset();
      },
    }),
  );
  return (
    <Card title={t('owner.addStaff')}>
      <form className={styles.formGrid} onSubmit={send} noValidate>
        <PhoneField label={t('owner.phone')} autoComplete="off" {...form.field('phone')} />
        <PasswordField label={t('owner.password')} autoComplete="new-password" {...form.field('password')} />
        <TextField label={t('owner.lastName')} autoComplete="off" {...form.field('lastName')} />
        <TextField label={t('owner.firstName')} autoComplete="off" {...form.field('firstName')} />
        <SelectField label={t('owner.role')} options={roles} value={form.values.role} onChange={(value) => form.setValue('role', value)} />
        <SelectField
          label={t('owner.warehouse')}
          options={warehouses}
          value={form.values.warehouse}
          onChange={(value) => form.setValue('warehouse', value)}
        />
        <div>
          <Button type="submit" pending={create.isPending}>
            {t('owner.add')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function StaffRow({ account, warehouses }: { account: StaffAccount; warehouses: Warehouses }) {
  const t = useT(ownerCatalogue);
  const me = useStoredUser();
  const update = useUpdateStaffAccount();
  const reset = useResetStaffPassword();
  const [password, setPassword] = useState('');
  const [confirmingDisable, setConfirmingDisable] = useState(false);
  const yourself = account.id === me?.id;
  const fullName = `${account.lastName} ${account.firstName}`.trim();
  // An account made from the CLI without names is known by its phone ("Эрх (88000001)", not "Эрх ()").
  const name = fullName || account.phone;
  const disabled = account.state === 'DISABLED';
  const setState = (state: 'ACTIVE' | 'DISABLED') =>
    update.mutate(
      { id: account.id, change: { state } },
      {
        onSuccess: () => notify.success(t(state === 'ACTIVE' ? 'owner.enabledDone' : 'owner.disabledDone')),
        onSettled: () => setConfirmingDisable(false),
      },
    );
  const roles = [
    { value: 'staff' as const, label: t('owner.roleStaff') },
    { value: 'admin' as const, label: t('owner.roleAdmin') },
  ];
  return (
    <li className={`${styles.listItem} ${disabled ? styles.disabled : ''}`} aria-label={name}>
      <span>
        <strong>{name}</strong>
        {fullName ? ` · ${account.phone}` : ''}
        {yourself ? ` · ${t('owner.you')}` : ''} · {disabled ? t('owner.disabled') : t('owner.active')}
      </span>
      <div className={styles.staffControls}>
        <SelectField
          label={`${t('owner.role')} (${name})`}
          options={roles}
          value={account.role}
          disabled={yourself}
          onChange={(role) => update.mutate({ id: account.id, change: { role } }, { onSuccess: () => notify.success(t('owner.saved')) })}
        />
        <SelectField
          label={`${t('owner.warehouse')} (${name})`}
          options={warehouses}
          value={account.warehouseId === null ? '' : String(account.warehouseId)}
          onChange={(value) =>
            update.mutate(
              { id: account.id, change: { warehouseId: value ? Number(value) : null } },
              { onSuccess: () => notify.success(t('owner.saved')) },
            )
          }
        />
        {yourself ? null : (
          <Button variant="outline" pending={update.isPending} onClick={() => (disabled ? setState('ACTIVE') : setConfirmingDisable(true))}>
            {disabled ? t('owner.enable') : t('owner.disable')}
          </Button>
        )}
      </div>
      {confirmingDisable ? (
        <Modal title={t('owner.confirmDisableTitle')} onClose={() => setConfirmingDisable(false)}>
          <p>{t('owner.confirmDisable', { who: fullName ? `${fullName} (${account.phone})` : account.phone })}</p>
          <ModalActions
            onCancel={() => setConfirmingDisable(false)}
            label={t('owner.confirmDisableTitle')}
            pending={update.isPending}
            destructive
            onConfirm={() => setState('DISABLED')}
          />
        </Modal>
      ) : null}
      {yourself ? null : (
        <form
          className={styles.row}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            reset.mutate(
              { id: account.id, password },
              {
                onSuccess: () => {
                  setPassword('');
                  notify.success(t('owner.passwordReset'));
                },
              },
            );
          }}
        >
          <PasswordField
            label={`${t('owner.newPassword')} (${name})`}
            autoComplete="new-password"
            name={`password-${account.id}`}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" variant="outline" pending={reset.isPending}>
            {t('owner.resetPassword')}
          </Button>
        </form>
      )}
    </li>
  );
}
