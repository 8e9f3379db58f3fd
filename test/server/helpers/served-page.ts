import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { INITIAL_STATE_ELEMENT_ID, parseInitialState } from '@contract';
import { as } from './as-user';

/** The initial-state block the server wrote into a page, as the PWA reads it (null when missing or broken). */
export function initialStateOf(html: string) {
  const block = new RegExp(`<script type="application/json" id="${INITIAL_STATE_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return parseInitialState(block?.[1]);
}

/** GET `url`: answered 200 with `cacheControl`; its body. */
export async function servedBody(app: FastifyInstance, url: string, cacheControl: string): Promise<string> {
  const response = await as(app).get(url);
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['cache-control'], url).toBe(cacheControl);
  return response.body;
}
