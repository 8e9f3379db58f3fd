import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useT } from '@/i18n/i18n';
import { Footer } from './footer';
import { Header } from './header';
import { isMainTabPath } from './navigation';
import { TabBar } from './tab-bar';
import { TopBar } from './top-bar';
import * as styles from './layout.css';

// Opened by a tap on "Цэс" only, so it is not part of the first paint's JavaScript.
const Drawer = lazy(() => import('./drawer').then((module) => ({ default: module.Drawer })));

/** The frame of every screen: header (wide) or top bar, tab bar and drawer (narrow), and the footer. */
export function Layout({ children }: { children: ReactNode }) {
  const t = useT();
  const pathname = useLocation({ select: (location) => location.pathname });
  const mainTab = isMainTabPath(pathname);
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <div className={`${styles.shell} ${mainTab ? styles.withTabBar : ''}`}>
      <a href="#main" className={styles.skipLink}>
        {t('app.skipToContent')}
      </a>
      <Header />
      <TopBar mainTab={mainTab} onMenu={() => setDrawerOpen(true)} />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer besideTabBar={mainTab} />
      {mainTab ? <TabBar /> : null}
      {drawerOpen ? (
        <Suspense fallback={null}>
          <Drawer onClose={() => setDrawerOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
