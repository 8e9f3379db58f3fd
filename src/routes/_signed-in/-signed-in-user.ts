import { createContext, useContext } from 'react';
import type { User } from '@contract';

const SignedInUser = createContext<User | null>(null);

/** Given by the signed-in layout (routes/_signed-in.tsx) to every screen inside it. */
export const SignedInUserProvider = SignedInUser.Provider;

/** The signed-in user, on a screen behind the guard; it re-renders when the stored user changes (a profile edit). */
export function useSignedInUser(): User {
  const user = useContext(SignedInUser);
  if (!user) throw new Error('useSignedInUser is for the screens under routes/_signed-in');
  return user;
}
