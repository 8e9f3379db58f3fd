import type { QueryClient } from '@tanstack/react-query';
import { removeUserQueriesFromStorage, USER_QUERY_ROOT } from './query-storage';

/** The staff screen's answers (owners' phones, histories) are never persisted, but must not outlive the session either. */
const STAFF_QUERY_ROOT = 'staff';

/**
 * Drops every user-scoped query: by convention their keys start with 'me' (['me','user',id],
 * ['me','addresses'], ['me','parcels',{status}]), plus the staff screen's. Called at logout, on a 401 and at login.
 */
export function clearUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: [USER_QUERY_ROOT] });
  queryClient.removeQueries({ queryKey: [STAFF_QUERY_ROOT] });
  // Also from the persisted copy, at once rather than after the persister's throttle.
  removeUserQueriesFromStorage();
}
