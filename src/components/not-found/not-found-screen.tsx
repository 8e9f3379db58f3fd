import { BackHomeLink } from '@/components/empty-state/back-home-link';
import { EmptyState } from '@/components/empty-state/empty-state';
import { SearchIcon } from '@/components/icons/icons';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n/i18n';

/** Any path the app does not know. */
export function NotFoundScreen() {
  const t = useT();
  useDocumentTitle(t('page.notFound'));
  return (
    <EmptyState
      titleAs="h1"
      icon={<SearchIcon size={28} />}
      title={t('page.notFound')}
      text={t('page.notFoundText')}
      action={<BackHomeLink />}
    />
  );
}
