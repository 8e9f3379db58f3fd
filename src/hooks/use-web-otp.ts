import { useEffect, useRef } from 'react';

type OtpCredential = Credential & { code: string };

/**
 * The WebOTP API (Chrome on Android): while `active`, the browser offers the code of an SMS whose
 * last line is `@<this host> #<code>` (the server writes it so); a tap fills it in. Elsewhere nothing
 * happens and `autocomplete="one-time-code"` offers the code above the keyboard instead.
 */
export function useWebOtp(active: boolean, onCode: (code: string) => void): void {
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);
  useEffect(() => {
    if (!active || typeof window === 'undefined' || !('OTPCredential' in window) || !navigator.credentials) return;
    const controller = new AbortController();
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: controller.signal } as CredentialRequestOptions)
      .then((credential) => {
        const code = (credential as OtpCredential | null)?.code;
        if (code) onCodeRef.current(code);
      })
      // Closed, timed out or aborted on unmount: the field is typed as ever.
      .catch(() => undefined);
    return () => controller.abort();
  }, [active]);
}
