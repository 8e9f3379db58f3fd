import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { User } from '@contract';
import { useStoredUser } from '@/lib/stored-user';

/**
 * The stored user while a profile screen is open. When it goes (logout, a 401, another tab) the
 * screen renders nothing at once, so no user query refetches, and the visitor is taken home.
 */
export function useSignedInUser(): User | null {
  const user = useStoredUser();
  const navigate = useNavigate();
  useEffect(() => {
    if (!user) void navigate({ to: '/', replace: true });
  }, [user, navigate]);
  return user;
}
