import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customer } from '@test/pwa/fixtures';
import { clearStoredUser, getStoredUser, setStoredUser, STORED_USER_KEY, subscribeStoredUser, useStoredUser } from './stored-user';

describe('stored user', () => {
  it("keeps the login answer whole under 'user'", () => {
    setStoredUser(customer);
    expect(JSON.parse(localStorage.getItem(STORED_USER_KEY)!)).toEqual(customer);
    expect(getStoredUser()).toEqual(customer);
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
    act(() => setStoredUser(customer));
    expect(result.current).toEqual(customer);
    act(() => clearStoredUser());
    expect(result.current).toBeNull();
    stop();
    expect(calls).toBe(2);
  });

  it('follows changes made in another tab', () => {
    const { result } = renderHook(() => useStoredUser());
    act(() => {
      localStorage.setItem(STORED_USER_KEY, JSON.stringify(customer));
      window.dispatchEvent(new StorageEvent('storage', { key: STORED_USER_KEY }));
    });
    expect(result.current).toEqual(customer);
  });
});
