import { Link } from '@tanstack/react-router';
import { useT } from '@/i18n/i18n';
import { useOrganization } from '@/lib/initial-state';
import { AccountLink } from './account-link';
import { LanguageSwitch } from './language-switch';
import { LogoMark } from './logo';
import { StaffLink } from './staff-link';
import { wideOnly } from '@/styles/utilities.css';
import * as styles from './layout.css';

/** Wide screens (≥769 px): logo, the three main links, language and account. */
export function Header() {
  const t = useT();
  const organization = useOrganization();
  return (
    <header className={`${styles.header} ${wideOnly}`}>
      <div className={styles.headerInner}>
        <Link to="/" className={styles.brand}>
          <LogoMark />
          <span>{organization?.name ?? t('app.name')}</span>
        </Link>
        <nav className={styles.nav} aria-label={t('app.mainNav')}>
          <Link to="/" className={styles.navLink} activeOptions={{ exact: true }}>
            {t('nav.home')}
          </Link>
          <Link to="/calculate" className={styles.navLink}>
            {t('nav.calculator')}
          </Link>
          <Link to="/address" className={styles.navLink}>
            {t('nav.address')}
          </Link>
          <StaffLink className={styles.navLink} />
        </nav>
        <div className={styles.headerEnd}>
          <LanguageSwitch />
          <AccountLink />
        </div>
      </div>
    </header>
  );
}
