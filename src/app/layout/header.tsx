import { Link } from '@tanstack/react-router';
import { useT } from '@/i18n/i18n';
import { useOrganizationName } from '@/lib/initial-state';
import { AccountLink } from './account-link';
import { LanguageSwitch } from './language-switch';
import { LogoMark } from './logo';
import { HEADER_LINKS } from './navigation';
import { StaffLink } from './staff-link';
import { wideOnly } from '@/styles/utilities.css';
import * as styles from './layout.css';

/** Wide screens (≥769 px): logo, the three main links, language and account. */
export function Header() {
  const t = useT();
  return (
    <header className={`${styles.header} ${wideOnly}`}>
      <div className={styles.headerInner}>
        <Link to="/" className={styles.brand}>
          <LogoMark />
          <span>{useOrganizationName()}</span>
        </Link>
        <nav className={styles.nav} aria-label={t('app.mainNav')}>
          {HEADER_LINKS.map(({ to, label }) => (
            <Link key={to} to={to} className={styles.navLink} activeOptions={{ exact: to === '/' }}>
              {t(label)}
            </Link>
          ))}
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
