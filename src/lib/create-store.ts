import { useSyncExternalStore } from 'react';

export type Store<Value> = {
  get: () => Value;
  set: (value: Value) => void;
  subscribe: (listener: () => void) => () => void;
  use: () => Value;
};

/** A tiny external store for app-wide UI state that lives outside React (dialogs, organisation). */
export function createStore<Value>(initial: Value): Store<Value> {
  let value = initial;
  const listeners = new Set<() => void>();
  const get = () => value;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    get,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe,
    use: () => useSyncExternalStore(subscribe, get, get),
  };
}
