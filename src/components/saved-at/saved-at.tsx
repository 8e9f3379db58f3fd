import { useT } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/format';
import * as styles from './saved-at.css';

/**
 * "Хадгалсан: 2026/11/23 09:30" under data shown from a saved copy (offline, or the network too
 * slow); nothing when `at` is null, i.e. the data is the server's answer of this visit.
 */
export function SavedAt({ at, className }: { at: number | null; className?: string }) {
  const t = useT();
  if (at === null) return null;
  return (
    <p className={[styles.savedAt, className].filter(Boolean).join(' ')} data-saved-at={at}>
      {t('data.savedAt', { time: formatDateTime(at) })}
    </p>
  );
}
