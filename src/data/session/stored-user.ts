import type { User } from '@contract';
import { createPersistedStore } from '@/lib/persisted-store';

/** The product keeps the signed-in user whole in local storage under this key. */
export const STORED_USER_KEY = 'user';

function readUser(stored: unknown): User | null {
  if (!stored || typeof stored !== 'object') return null;
  const user = stored as Record<string, unknown>;
  return typeof user.id === 'number' && typeof user.username === 'string' && typeof user.firstName === 'string' ? (stored as User) : null;
}

const storedUser = createPersistedStore<User | null>({ key: STORED_USER_KEY, read: readUser, empty: null });

/** The signed-in user as this browser remembers it, or null. */
export const getStoredUser = storedUser.get;
export const setStoredUser = storedUser.set;
export const clearStoredUser = storedUser.clear;
export const subscribeStoredUser = storedUser.subscribe;
/** The signed-in user (or null), re-rendering on login, logout and changes from other tabs. */
export const useStoredUser = storedUser.use;
