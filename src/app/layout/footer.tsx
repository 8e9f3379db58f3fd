import { Link } from '@tanstack/react-router';
import { useT } from '@/i18n/i18n';
import { Credit } from './credit';
import { FOOTER_LINKS } from './navigation';
import * as styles from './layout.css';

export function Footer({ besideTabBar }: { besideTabBar: boolean }) {
  const t = useT();
  return (
    <footer className={besideTabBar ? `${styles.footer} ${styles.footerBesideTabBar}` : styles.footer}>
      <div className={styles.footerInner}>
        <Credit />
        <nav className={styles.footerLinks} aria-label={t('app.name')}>
          {FOOTER_LINKS.map(({ to, label }) => (
            <Link key={to} to={to} className={styles.footerLink}>
              {t(label)}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
