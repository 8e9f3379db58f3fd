/**
 * An `Idempotency-Key` for one attempt of a money request (POST /api/staff/handovers, POST
 * /api/payments): 22 characters of `A-Za-z0-9_-` from the browser's random source. Not
 * crypto.randomUUID: that exists only on secure origins, and a counter on the shop's Wi-Fi may be
 * plain HTTP.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/**
 * One key per attempt: the same body sent again (a retry after a lost answer, a second click) keeps
 * its key, so the server answers the first result; another body is another attempt with a new key.
 * `settled()` after a success, so the same parcels handed over again later (after an undo) are new.
 */
export function attemptKeys() {
  let current: { body: string; key: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (current?.body !== text) current = { body: text, key: newIdempotencyKey() };
      return current.key;
    },
    settled(): void {
      current = null;
    },
  };
}
