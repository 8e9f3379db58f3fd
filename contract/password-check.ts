/*
 * How long a login may take, agreed by the server and the PWA. Plain TypeScript without zod: the
 * login client imports it by its own path.
 */

/**
 * The longest a password check waits for its turn in the server's hashing queue: past it the server
 * answers 503 "try again in a few seconds" instead of keeping the person waiting.
 */
export const PASSWORD_CHECK_MAX_WAIT_MS = 10_000;

/**
 * How long the PWA waits for a login or registration answer: the queue's wait above, one password
 * check on a busy two-core server (1.5–4.7 s measured) and the network, with room to spare.
 * The old 5 s cut correct logins off with "Холболт удаан байна".
 */
export const SESSION_REQUEST_TIMEOUT_MS = 25_000;
