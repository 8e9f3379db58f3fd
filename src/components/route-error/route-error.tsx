import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { FailedState } from '@/components/empty-state/failed-state';
import { toApiError } from '@/lib/http';

/**
 * A screen whose data failed to load. The toast already told the user why (from the query cache);
 * this offers a retry without a page reload.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  return <FailedState title={toApiError(error).message} onRetry={() => void router.invalidate()} />;
}
