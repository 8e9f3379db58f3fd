import { Link } from '@tanstack/react-router';
import { useT } from '@/i18n/i18n';
import { useOrganization } from '@/lib/initial-state';
import * as styles from './layout.css';

export function Footer() {
  const t = useT();
  const organization = useOrganization();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <span>{t('app.credit', { year: new Date().getFullYear(), name: organization?.name ?? t('app.name') })}</span>
        <nav className={styles.footerLinks} aria-label={t('app.name')}>
          <Link to="/profile" className={styles.footerLink}>
            {t('nav.profile')}
          </Link>
          <Link to="/about" className={styles.footerLink}>
            {t('page.about')}
          </Link>
          <Link to="/terms" className={styles.footerLink}>
            {t('page.terms')}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
