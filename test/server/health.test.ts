import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { TEST_SCRYPT } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

describe('GET /api/health', () => {
  it('answers 503 in our error shape when the database is gone', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ db: database.db, scryptParams: TEST_SCRYPT });
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await database.drop();
    const response = await app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: 503, message: 'Үйлчилгээ түр ажиллахгүй байна' });
    await app.close();
  });
});
