import { Button } from '@/components/button/button';
import { useT } from '@/i18n/i18n';
import { EmptyState } from './empty-state';

/**
 * A load that failed, with "Дахин оролдох". The failure itself reached a toast from the query cache
 * (or the route's error); this only offers a way on.
 */
export function FailedState({ title, onRetry }: { title?: string; onRetry: () => void }) {
  const t = useT();
  return (
    <EmptyState
      tone="danger"
      title={title ?? t('error.server')}
      action={
        <Button variant="outline" onClick={onRetry}>
          {t('app.retry')}
        </Button>
      }
    />
  );
}
