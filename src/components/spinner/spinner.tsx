import { useT } from '@/i18n/i18n';
import * as styles from './spinner.css';

/** A loading indicator that screen readers announce. */
export function Spinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className={styles.wrapper} role="status">
      <span className={styles.circle} aria-hidden="true" />
      <span>{label ?? t('app.loading')}</span>
    </div>
  );
}
