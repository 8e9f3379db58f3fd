import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/http';

/** Ends the server session; the caller clears what the browser holds whatever the answer. */
export async function logout(): Promise<void> {
  await apiFetch('/auth/logout', { method: 'POST' });
}

export function useLogout() {
  // Logging out while offline or after the session already ended must not toast an error:
  // the local sign-out still happens.
  return useMutation({ mutationFn: logout, meta: { errorToast: false } });
}
