import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWebOtp } from './use-web-otp';

afterEach(() => {
  Reflect.deleteProperty(window, 'OTPCredential');
  Reflect.deleteProperty(navigator, 'credentials');
});

/** Android Chrome's WebOTP, faked at the browser API: `get` answers the SMS's code, or waits until aborted. */
function fakeWebOtp(answer: Promise<{ code: string } | null>) {
  Object.defineProperty(window, 'OTPCredential', { value: class {}, configurable: true });
  const get = vi.fn((options: { signal: AbortSignal }) =>
    Promise.race([answer, new Promise<never>((_, reject) => options.signal.addEventListener('abort', () => reject(new Error('aborted'))))]),
  );
  Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
  return get;
}

describe('useWebOtp', () => {
  it('hands over the code the browser read from the SMS', async () => {
    const get = fakeWebOtp(Promise.resolve({ code: '482913' }));
    const onCode = vi.fn();
    renderHook(() => useWebOtp(true, onCode));
    await waitFor(() => expect(onCode).toHaveBeenCalledWith('482913'));
    expect(get).toHaveBeenCalledWith(expect.objectContaining({ otp: { transport: ['sms'] } }));
  });

  it('asks nothing while inactive, and stops asking when the form goes', async () => {
    const get = fakeWebOtp(new Promise(() => undefined));
    const onCode = vi.fn();
    const { rerender, unmount } = renderHook(({ active }) => useWebOtp(active, onCode), { initialProps: { active: false } });
    expect(get).not.toHaveBeenCalled();
    rerender({ active: true });
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    const { signal } = get.mock.calls[0]![0];
    unmount();
    expect(signal.aborted).toBe(true);
    expect(onCode).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no WebOTP', () => {
    const onCode = vi.fn();
    renderHook(() => useWebOtp(true, onCode));
    expect(onCode).not.toHaveBeenCalled();
  });
});
