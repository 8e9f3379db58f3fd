import { useEffect } from 'react';
import { useT } from '@/i18n/i18n';

/**
 * Names the tab, the history entry and the screen reader's page announcement after the screen, in
 * the current language; `null` is the home screen, named after the service (as index.html is).
 */
export function useDocumentTitle(title: string | null): void {
  const t = useT();
  const homeTitle = t('app.title');
  const fullTitle = title === null ? homeTitle : `${title} | ${t('app.name')}`;
  useEffect(() => {
    document.title = fullTitle;
    return () => {
      document.title = homeTitle;
    };
  }, [fullTitle, homeTitle]);
}
