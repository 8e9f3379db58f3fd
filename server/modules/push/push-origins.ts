/**
 * The push services of the big browsers (Chrome and Android: FCM; Firefox: Mozilla autopush;
 * Safari: Apple; Edge: Windows Notification Service). A subscription's endpoint must be on one of
 * these, or the server could be made to POST to any URL (SSRF).
 */
export const DEFAULT_PUSH_ALLOWED_ORIGINS = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.notify.windows.com',
] as const;

/**
 * Whether `endpoint` is on one of `allowedOrigins` (`scheme://host[:port]`; a host starting with
 * `*.` matches any subdomain). Compared as parsed origins, so `https://fcm.googleapis.com.evil.example`
 * or userinfo tricks (`https://fcm.googleapis.com@evil.example`) do not pass.
 */
export function isAllowedPushEndpoint(endpoint: string, allowedOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return allowedOrigins.some((allowed) => {
    const wildcard = /^(https?):\/\/\*\.(.+)$/.exec(allowed);
    if (!wildcard) return url.origin === allowed.replace(/\/+$/, '');
    const [, scheme, domain] = wildcard;
    return url.protocol === `${scheme}:` && url.hostname.endsWith(`.${domain}`) && url.port === '';
  });
}
