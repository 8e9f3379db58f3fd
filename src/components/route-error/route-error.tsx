import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Button } from '@/components/button/button';
import { EmptyState } from '@/components/empty-state/empty-state';
import { useT } from '@/i18n/i18n';
import { toApiError } from '@/lib/http';

/**
 * A screen whose data failed to load. The toast already told the user why (from the query cache);
 * this offers a retry without a page reload.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const t = useT();
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  return (
    <EmptyState
      tone="danger"
      title={toApiError(error).message}
      action={
        <Button variant="outline" onClick={() => void router.invalidate()}>
          {t('app.retry')}
        </Button>
      }
    />
  );
}
