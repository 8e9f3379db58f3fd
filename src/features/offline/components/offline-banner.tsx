import { useT } from '@/i18n/i18n';
import { useIsOnline } from '../online-status';
import { CloudOffIcon } from './offline-icons';
import * as styles from './offline-overlays.css';

/** Says the app is offline and that what is on screen is the saved copy. */
export function OfflineBanner() {
  const t = useT();
  const online = useIsOnline();
  return (
    <div role="status" className={styles.liveRegion}>
      {online ? null : (
        <div className={styles.offline}>
          <span className={styles.icon}>
            <CloudOffIcon />
          </span>
          <span className={styles.text}>{t('app.offline')}</span>
        </div>
      )}
    </div>
  );
}
