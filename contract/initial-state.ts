import { z } from 'zod';
import { organizationSchema } from './warehouse';

/**
 * The server writes this JSON block into every index.html it serves, so the PWA knows its
 * organisation at start-up without a request. A JSON data block, not a script, keeps the CSP strict.
 */
export const INITIAL_STATE_ELEMENT_ID = 'achaa-initial-state';

export const initialStateSchema = z.object({ organization: organizationSchema });
export type InitialState = z.infer<typeof initialStateSchema>;
