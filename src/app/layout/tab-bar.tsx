import { Link } from '@tanstack/react-router';
import { CalculatorIcon, HomeIcon, PinIcon, UserIcon } from '@/components/icons/icons';
import { openLoginDialog } from '@/data/session/login-dialog';
import { useStoredUser } from '@/data/session/stored-user';
import { useT } from '@/i18n/i18n';
import { useOrganization } from '@/lib/initial-state';
import { narrowOnly } from '@/styles/utilities.css';
import * as styles from './layout.css';

/** Narrow screens, main tabs only: Home; Calculator and Address when an organisation is set; Profile or Login. */
export function TabBar() {
  const t = useT();
  const user = useStoredUser();
  const organization = useOrganization();
  return (
    <nav className={`${styles.tabBar} ${narrowOnly}`} aria-label={t('app.tabBar')} data-testid="tab-bar">
      <Link to="/" className={styles.tab} activeOptions={{ exact: true }}>
        <HomeIcon />
        <span className={styles.tabLabel}>{t('nav.home')}</span>
      </Link>
      {organization ? (
        <>
          <Link to="/calculate" className={styles.tab}>
            <CalculatorIcon />
            <span className={styles.tabLabel}>{t('nav.calculator')}</span>
          </Link>
          <Link to="/address" className={styles.tab}>
            <PinIcon />
            <span className={styles.tabLabel}>{t('nav.address.tab')}</span>
          </Link>
        </>
      ) : null}
      {user ? (
        <Link to="/profile" className={`${styles.tab} ${styles.accountTab}`}>
          <UserIcon />
          <span className={styles.tabLabel}>{user.firstName || t('nav.profile')}</span>
        </Link>
      ) : (
        <button type="button" className={styles.tab} onClick={openLoginDialog}>
          <UserIcon />
          <span className={styles.tabLabel}>{t('nav.login')}</span>
        </button>
      )}
    </nav>
  );
}
