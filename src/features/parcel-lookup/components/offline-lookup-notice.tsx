import { useT } from '@/i18n/i18n';
import * as styles from './recent-lookups.css';

/** One plain message instead of errors: the lookup waits (paused) and runs once the connection returns. */
export function OfflineLookupNotice() {
  const t = useT();
  return (
    <p role="status" className={styles.notice}>
      {t('search.offline')}
    </p>
  );
}
