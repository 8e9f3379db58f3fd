import { Button } from '@/components/button/button';
import { useT } from '@/i18n/i18n';
import { useWaitingUpdate } from '../update-state';
import { RefreshIcon } from './offline-icons';
import * as styles from './offline-overlays.css';

/** Stays until pressed: a new version only takes over when the user chooses (registerType 'prompt'). */
export function UpdateToast() {
  const t = useT();
  const applyUpdate = useWaitingUpdate();
  return (
    <div role="status" className={styles.liveRegion}>
      {applyUpdate ? (
        <div className={styles.prompt}>
          <span className={styles.icon}>
            <RefreshIcon />
          </span>
          <span className={styles.text}>{t('app.update')}</span>
          <Button size="sm" onClick={applyUpdate}>
            {t('app.reload')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
