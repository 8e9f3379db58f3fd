import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema, type UpdateUserRequest, type User } from '@contract';
import { apiFetch } from '@/lib/http';
import { userQueryOptions } from './get-user';
import { setStoredUser } from './stored-user';

/** PUT /api/auth/user/{id}. */
export async function updateUser({ id, body }: { id: number; body: UpdateUserRequest }): Promise<User> {
  return userSchema.parse(await apiFetch<unknown>(`/auth/user/${id}`, { method: 'PUT', body }));
}

/** Saves the profile; the card (query cache) and the header's name (stored user) follow at once. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // The edit form shows these under their fields: a wrong current password, a wrong code.
    meta: { quietReasons: ['WRONG_PASSWORD', 'CODE_REFUSED'] },
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryOptions(user.id).queryKey, user);
      setStoredUser(user);
    },
  });
}
