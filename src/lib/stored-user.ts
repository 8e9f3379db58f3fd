import { useSyncExternalStore } from 'react';
import type { User } from '@contract';

/** The product keeps the signed-in user whole in local storage under this key. */
export const STORED_USER_KEY = 'user';

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedUser: User | null = null;

function readRaw(): string | null {
  try {
    return localStorage.getItem(STORED_USER_KEY);
  } catch {
    // Private modes and disabled storage throw; treat them as signed out.
    return null;
  }
}

function isUser(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return typeof user.id === 'number' && typeof user.username === 'string' && typeof user.firstName === 'string';
}

/** The stored user, parsed once per change so React sees a stable snapshot. */
export function getStoredUser(): User | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      cachedUser = isUser(parsed) ? parsed : null;
    } catch {
      cachedUser = null;
    }
  }
  return cachedUser;
}

function notify() {
  listeners.forEach((listener) => listener());
}

export function setStoredUser(user: User): void {
  localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
  notify();
}

export function clearStoredUser(): void {
  localStorage.removeItem(STORED_USER_KEY);
  notify();
}

function onStorage(event: StorageEvent) {
  // Another tab signed in or out; `key === null` means the whole storage was cleared.
  if (event.key === STORED_USER_KEY || event.key === null) notify();
}

export function subscribeStoredUser(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in user (or null), re-rendering on login, logout and changes from other tabs. */
export function useStoredUser(): User | null {
  return useSyncExternalStore(subscribeStoredUser, getStoredUser, () => null);
}
