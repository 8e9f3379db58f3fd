import { useState } from 'react';
import { Button } from '@/components/button/button';
import { CloseIcon } from '@/components/icons/icons';
import { useT } from '@/i18n/i18n';
import { promptInstall, useInstallState } from '../install-prompt';
import { DownloadIcon } from './offline-icons';
import * as styles from './offline-overlays.css';

/** Offered only when Chrome said the app can be installed and it is not running installed already. */
export function InstallButton() {
  const t = useT();
  const { prompt, installed } = useInstallState();
  const [dismissed, setDismissed] = useState(false);
  if (!prompt || installed || dismissed) return null;
  return (
    <div className={styles.prompt}>
      <span className={styles.icon}>
        <DownloadIcon />
      </span>
      <span className={styles.text}>{t('app.name')}</span>
      <Button size="sm" onClick={() => void promptInstall()}>
        {t('app.install')}
      </Button>
      <Button variant="ghost" size="icon" aria-label={t('app.close')} onClick={() => setDismissed(true)}>
        <CloseIcon size={18} />
      </Button>
    </div>
  );
}
