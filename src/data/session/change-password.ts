import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@contract';
import { apiFetch } from '@/lib/http';

/** The server ends every other session of the user and keeps this one on a fresh id. */
export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  // No answer to read (204): nothing to parse (docs/pwa.md, Fetchers).
  await apiFetch('/auth/password', { method: 'POST', body });
}

export function useChangePassword() {
  // A wrong current password (400) is shown under its field by the form; other failures toast.
  return useMutation({ mutationFn: changePassword, meta: { quietReasons: ['WRONG_PASSWORD'] } });
}
