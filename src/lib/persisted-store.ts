import { useSyncExternalStore } from 'react';

export type PersistedStore<Value> = {
  /** The stored value, read once per change of the stored text so React gets a stable snapshot. */
  get: () => Value;
  set: (value: Value) => void;
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
  /** The value in a component, re-rendering on every change here or in another tab. */
  use: () => Value;
};

type PersistedStoreOptions<Value> = {
  /** The local storage key. */
  key: string;
  /** The stored JSON as a value; anything it does not recognise (old or foreign data) becomes `empty`. */
  read: (stored: unknown) => Value;
  /** The value while nothing (usable) is stored. */
  empty: Value;
};

/**
 * A value kept in local storage as JSON and shared by every tab. Storage that throws (private
 * modes, disabled, full) reads as empty and writes nothing: what is stored here is a convenience
 * the app works without.
 */
export function createPersistedStore<Value>({ key, read, empty }: PersistedStoreOptions<Value>): PersistedStore<Value> {
  const listeners = new Set<() => void>();
  let cachedText: string | null = null;
  let cachedValue = empty;

  const notify = () => listeners.forEach((listener) => listener());

  const get = () => {
    let text: string | null;
    try {
      text = localStorage.getItem(key);
    } catch {
      text = null;
    }
    if (text !== cachedText) {
      cachedText = text;
      try {
        cachedValue = text === null ? empty : read(JSON.parse(text));
      } catch {
        cachedValue = empty;
      }
    }
    return cachedValue;
  };

  const write = (change: () => void) => {
    try {
      change();
    } catch {
      // Nothing could be stored; the value simply stays as it was.
    }
    notify();
  };

  // Another tab changed it; `key === null` means the whole storage was cleared.
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };

  const subscribe = (listener: () => void) => {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  };

  return {
    get,
    set: (value) => write(() => localStorage.setItem(key, JSON.stringify(value))),
    clear: () => write(() => localStorage.removeItem(key)),
    subscribe,
    use: () => useSyncExternalStore(subscribe, get, () => empty),
  };
}
