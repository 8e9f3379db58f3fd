import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@contract';
import { clearStoredUser, getStoredUser, setStoredUser, STORED_USER_KEY, subscribeStoredUser, useStoredUser } from './stored-user';

const user: User = {
  id: 9,
  email: 'tuya@example.mn',
  firstName: 'Туяа',
  lastName: 'Ганы',
  prefix: null,
  state: 'ACTIVE',
  username: 'tuya',
  phone: '88112233',
  role: 'customer',
};

describe('stored user', () => {
  it("keeps the login answer whole under 'user'", () => {
    setStoredUser(user);
    expect(JSON.parse(localStorage.getItem(STORED_USER_KEY)!)).toEqual(user);
    expect(getStoredUser()).toEqual(user);
    clearStoredUser();
    expect(getStoredUser()).toBeNull();
  });

  it('treats broken or foreign records as signed out', () => {
    localStorage.setItem(STORED_USER_KEY, '{oops');
    expect(getStoredUser()).toBeNull();
    localStorage.setItem(STORED_USER_KEY, '{"name":"x"}');
    expect(getStoredUser()).toBeNull();
  });

  it('notifies subscribers, and the hook re-renders on login and logout', () => {
    let calls = 0;
    const stop = subscribeStoredUser(() => {
      calls += 1;
    });
    const { result } = renderHook(() => useStoredUser());
    expect(result.current).toBeNull();
    act(() => setStoredUser(user));
    expect(result.current).toEqual(user);
    act(() => clearStoredUser());
    expect(result.current).toBeNull();
    stop();
    expect(calls).toBe(2);
  });

  it('follows changes made in another tab', () => {
    const { result } = renderHook(() => useStoredUser());
    act(() => {
      localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
      window.dispatchEvent(new StorageEvent('storage', { key: STORED_USER_KEY }));
    });
    expect(result.current).toEqual(user);
  });
});
