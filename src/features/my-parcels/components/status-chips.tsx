import { PARCEL_STATUSES, type ParcelStatus } from '@contract/parcel-status';
import { accountCatalogue } from '@/i18n/catalogues/account';
import { useT } from '@/i18n/i18n';
import * as styles from './my-parcels.css';

type StatusChipsProps = {
  status: ParcelStatus | undefined;
  onChange: (status: ParcelStatus | undefined) => void;
  /** How many parcels each chip holds (`ALL` for Бүгд), once the whole list is known. */
  counts?: Partial<Record<ParcelStatus | 'ALL', number>> | undefined;
};

/** Бүгд and one chip per status, each with its count; the pressed one is the current filter. */
export function StatusChips({ status, onChange, counts }: StatusChipsProps) {
  const t = useT(accountCatalogue);
  const chips: { value: ParcelStatus | undefined; label: string }[] = [
    { value: undefined, label: t('orders.all') },
    ...PARCEL_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
  ];
  return (
    <div role="group" aria-label={t('account.statusFilter')} className={styles.chips}>
      {chips.map((chip) => (
        <button
          key={chip.value ?? 'ALL'}
          type="button"
          className={styles.chip}
          aria-pressed={chip.value === status}
          onClick={() => onChange(chip.value)}
        >
          {chip.label}
          {counts ? ' ' : null}
          {counts ? <span className={styles.chipCount}>{counts[chip.value ?? 'ALL'] ?? 0}</span> : null}
        </button>
      ))}
    </div>
  );
}
