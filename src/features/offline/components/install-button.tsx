import { Button } from '@/components/button/button';
import { CloseIcon } from '@/components/icons/icons';
import { useT } from '@/i18n/i18n';
import { useOrganizationName } from '@/lib/initial-state';
import { createPersistedStore } from '@/lib/persisted-store';
import { promptInstall, useInstallState } from '../install-prompt';
import { useIsOnline } from '../online-status';
import { DownloadIcon } from './offline-icons';
import * as styles from './offline-overlays.css';

/** A closed offer stays closed this long: asked on every page load, it only stood in the way. */
export const INSTALL_DISMISSAL_MS = 30 * 24 * 60 * 60_000;

const dismissedAt = createPersistedStore<number | null>({
  key: 'achaa.install-dismissed-at',
  read: (stored) => (typeof stored === 'number' && Number.isFinite(stored) ? stored : null),
  empty: null,
});

/**
 * Offered only when Chrome said the app can be installed and it is not running installed already,
 * under the company's name, never while the offline banner speaks (the two would stack), never where
 * the app says not to (printed pages), and not for 30 days after it was closed.
 */
export function InstallButton({ offered = true }: { offered?: boolean }) {
  const t = useT();
  const { prompt, installed } = useInstallState();
  const online = useIsOnline();
  const closedAt = dismissedAt.use();
  const name = useOrganizationName();
  const closedRecently = closedAt !== null && Date.now() - closedAt < INSTALL_DISMISSAL_MS;
  if (!offered || !prompt || installed || !online || closedRecently) return null;
  return (
    <div className={styles.prompt}>
      <span className={styles.icon}>
        <DownloadIcon />
      </span>
      <span className={styles.text}>{name}</span>
      <Button size="sm" onClick={() => void promptInstall()}>
        {t('app.install')}
      </Button>
      <Button variant="ghost" size="icon" aria-label={t('app.close')} onClick={() => dismissedAt.set(Date.now())}>
        <CloseIcon size={18} />
      </Button>
    </div>
  );
}
