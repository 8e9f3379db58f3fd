import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useT } from '@/i18n/i18n';
import { whenIdle } from '@/lib/when-idle';
import { Credit } from './credit';
import { FOOTER_LINKS } from './navigation';
import * as styles from './layout.css';

// Not on the first paint's budget, and not in a prerendered page's HTML (a saved copy would not hydrate).
const FooterContacts = lazy(() => import('./footer-contacts').then((module) => ({ default: module.FooterContacts })));

export function Footer({ besideTabBar }: { besideTabBar: boolean }) {
  const t = useT();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return (
    <footer className={besideTabBar ? `${styles.footer} ${styles.footerBesideTabBar}` : styles.footer}>
      <div className={styles.footerInner}>
        <Credit />
        {idle ? (
          <Suspense fallback={null}>
            <FooterContacts />
          </Suspense>
        ) : null}
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
