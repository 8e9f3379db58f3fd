import { as } from '../helpers/as-user';
import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { HELMET_OPTIONS, helmetHeaders } from '../../../server/plugins/security-headers';

describe('security headers', () => {
  it('are exactly the ones @fastify/helmet sends with the same options, computed once', async () => {
    const reference = Fastify();
    await reference.register(fastifyHelmet, HELMET_OPTIONS as Parameters<typeof fastifyHelmet>[1]);
    reference.get('/', async () => ({ ok: true }));
    const response = await as(reference).get('/');
    await reference.close();

    const ours = helmetHeaders(HELMET_OPTIONS);
    for (const [name, value] of Object.entries(ours)) expect(response.headers[name], name).toBe(value);
    const helmetNames = Object.keys(response.headers).filter(
      (name) => !['content-type', 'content-length', 'date', 'connection'].includes(name),
    );
    expect(helmetNames.sort()).toEqual(Object.keys(ours).sort());
    expect(Object.keys(ours)).toHaveLength(12);
  });
});
