import { useEffect } from 'react';
import { useT } from '@/i18n/i18n';

/** index.html's title describes the home screen; every other screen names itself first. */
const homeTitle = typeof document === 'undefined' ? '' : document.title;

/** Names the tab, the history entry and the screen reader's page announcement after the screen. */
export function useDocumentTitle(title: string): void {
  const t = useT();
  const appName = t('app.name');
  useEffect(() => {
    document.title = `${title} | ${appName}`;
    return () => {
      document.title = homeTitle;
    };
  }, [title, appName]);
}
