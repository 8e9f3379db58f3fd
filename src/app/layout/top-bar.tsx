import { Link, useCanGoBack, useRouter } from '@tanstack/react-router';
import { BackIcon, MenuIcon } from '@/components/icons/icons';
import { useT } from '@/i18n/i18n';
import { useOrganizationName } from '@/lib/initial-state';
import { LogoMark } from './logo';
import { narrowOnly } from '@/styles/utilities.css';
import * as styles from './layout.css';

type TopBarProps = { mainTab: boolean; onMenu: () => void };

/** Narrow screens: the organisation on the four main tabs, a back button everywhere else. */
export function TopBar({ mainTab, onMenu }: TopBarProps) {
  const t = useT();
  const router = useRouter();
  const canGoBack = useCanGoBack();

  const back = () => {
    // Opened from a shared link there is no history to go back to: go home instead of leaving the app.
    if (canGoBack) router.history.back();
    else void router.navigate({ to: '/' });
  };

  return (
    <header className={`${styles.topBar} ${narrowOnly}`}>
      <div className={styles.topBarInner}>
        {mainTab ? (
          <span />
        ) : (
          <button type="button" className={styles.iconButton} aria-label={t('nav.back')} onClick={back}>
            <BackIcon />
          </button>
        )}
        <Link to="/" className={`${styles.brand} ${styles.topBarTitle}`}>
          <LogoMark />
          <span className={styles.topBarName}>{useOrganizationName()}</span>
        </Link>
        <button type="button" className={styles.iconButton} aria-label={t('nav.menu')} title={t('nav.menu')} onClick={onMenu}>
          <MenuIcon />
        </button>
      </div>
    </header>
  );
}
