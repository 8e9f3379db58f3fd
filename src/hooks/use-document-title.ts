import { useEffect } from 'react';
import { useT } from '@/i18n/i18n';

/** The title the screen being rendered on the server named (effects do not run there). */
let serverRenderedTitle: string | undefined;

/** Hands over, and forgets, the title the last server render named: src/entry-server.tsx writes it into the page's `<title>`. */
export function takeServerRenderedTitle(): string | undefined {
  const title = serverRenderedTitle;
  serverRenderedTitle = undefined;
  return title;
}

/**
 * Names the tab, the history entry and the screen reader's page announcement after the screen, in
 * the current language; `null` is the home screen, named after the service (as index.html is).
 */
export function useDocumentTitle(title: string | null): void {
  const t = useT();
  const homeTitle = t('app.title');
  const fullTitle = title === null ? homeTitle : `${title} | ${t('app.name')}`;
  // On the server (renders run one at a time there), so the page's HTML carries its own title before any script runs.
  if (typeof document === 'undefined') serverRenderedTitle = fullTitle;
  useEffect(() => {
    document.title = fullTitle;
    return () => {
      document.title = homeTitle;
    };
  }, [fullTitle, homeTitle]);
}
