import type { ParcelStatus } from '@contract';
import { useT } from '@/i18n/i18n';
import { FILTER_STATUSES } from '../status-filter';
import { useOrdersTexts } from '../texts';
import * as styles from './orders.css';

type StatusChipsProps = { status: ParcelStatus | undefined; onChange: (status: ParcelStatus | undefined) => void };

/** Бүгд and one chip per status; the pressed one is the current filter. */
export function StatusChips({ status, onChange }: StatusChipsProps) {
  const t = useT();
  const texts = useOrdersTexts();
  const chips: { value: ParcelStatus | undefined; label: string }[] = [
    { value: undefined, label: t('orders.all') },
    ...FILTER_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
  ];
  return (
    <div role="group" aria-label={texts.filter} className={styles.chips}>
      {chips.map((chip) => (
        <button
          key={chip.value ?? 'ALL'}
          type="button"
          className={styles.chip}
          aria-pressed={chip.value === status}
          onClick={() => onChange(chip.value)}
        >
          {chip.label}
        </button>
      ))}
    </div>
  );
}
