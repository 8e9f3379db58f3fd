import { as } from '../helpers/as-user';
import { apiMessages } from '@contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorsPlugin } from '../../../server/plugins/errors';

/*
 * A write PostgreSQL gave up because another one waited on it (deadlock 40P01, serialization failure
 * 40001) kept nothing: the person is told to send it again (409), not that the server broke (500).
 */
async function answerTo(code: string) {
  const app = Fastify();
  await app.register(errorsPlugin);
  app.get('/write', async () => {
    throw Object.assign(new Error('database said no'), { code });
  });
  const response = await as(app).get('/write');
  await app.close();
  return { statusCode: response.statusCode, body: response.json() };
}

describe('a write PostgreSQL gave up', () => {
  it.each(['40P01', '40001'])('%s is a 409 that says to try again', async (code) => {
    expect(await answerTo(code)).toEqual({
      statusCode: 409,
      body: { code: 409, message: apiMessages.writeCollided, reason: 'CHANGED_MEANWHILE' },
    });
  });

  it('any other database error stays a server fault', async () => {
    expect((await answerTo('23505')).statusCode).toBe(500);
  });
});
