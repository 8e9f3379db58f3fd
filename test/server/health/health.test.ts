import { as } from '../helpers/as-user';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { TEST_SCRYPT } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

describe('GET /api/health', () => {
  it('answers ok with the database and the in-process counters, and 503 "down" in our error shape when the database is gone', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ database: database.database, scryptParams: TEST_SCRYPT });
    const healthy = await as(app).get('/api/health');
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json()).toEqual({ status: 'ok', database: 'ok', redis: 'off' });
    await database.drop();
    const response = await as(app).get('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 503,
      message: 'Үйлчилгээ түр ажиллахгүй байна',
      status: 'down',
      database: 'down',
      redis: 'off',
    });
    await app.close();
  });
});
