import type { Organization } from './warehouse';

/**
 * The server writes this JSON block into every index.html it serves, so the PWA knows its
 * organisation at start-up without a request. A JSON data block, not a script, keeps the CSP strict.
 */
export const INITIAL_STATE_ELEMENT_ID = 'achaa-initial-state';

export type InitialState = { organization: Organization };

/** Checked by hand rather than by a zod schema: the PWA reads the block on its first paint, where zod must not load. */
export function isOrganization(value: unknown): value is Organization {
  if (!value || typeof value !== 'object') return false;
  const { id, name } = value as Record<string, unknown>;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && typeof name === 'string';
}

/** The block's text as the state it carries, or null for anything else (missing, broken, foreign). */
export function parseInitialState(text: string | null | undefined): InitialState | null {
  if (!text) return null;
  try {
    const organization = (JSON.parse(text) as { organization?: unknown } | null)?.organization;
    return isOrganization(organization) ? { organization } : null;
  } catch {
    return null;
  }
}
