import { describe, expect, it } from 'vitest';
import { loadConfig, rateLimitsFromConfig } from '../../../server/config';
import { DEFAULT_RATE_LIMITS } from '../../../server/lib/rate-limit/limits';
import { databaseConfigFromUrl } from '../../../server/db/database';

describe('configuration from the environment', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      HOST: '127.0.0.1',
      PORT: 8080,
      DATABASE_PATH: 'data/achaa.sqlite',
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      SEED_DEMO: true,
      STATIC_DIR: 'dist',
      ORGANIZATION_ID: 1,
      ALLOWED_ORIGINS: [],
    });
    expect(loadConfig({}).DATABASE_URL).toBeUndefined();
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
  });

  it('reads values, treating empty ones as unset', () => {
    const config = loadConfig({
      PORT: '9000',
      SEED_DEMO: 'off',
      TRUST_PROXY: '10.0.0.1, 10.0.0.2',
      DATABASE_URL: '',
      ALLOWED_ORIGINS: 'http://localhost:5173',
    });
    expect(config).toMatchObject({
      PORT: 9000,
      SEED_DEMO: false,
      TRUST_PROXY: ['10.0.0.1', '10.0.0.2'],
      ALLOWED_ORIGINS: ['http://localhost:5173'],
    });
    expect(config.DATABASE_URL).toBeUndefined();
    const hops = loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY as (address: string, hop: number) => boolean;
    expect([hops('x', 0), hops('x', 1)]).toEqual([true, false]);
  });

  it('stops with every problem listed', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(
      /PORT[\s\S]*DATABASE_URL must be a postgres:\/\/ URL[\s\S]*LOG_LEVEL/,
    );
  });

  it('keeps the default rate limits unless the env overrides them (0 turns a per-IP limit off)', () => {
    expect(rateLimitsFromConfig(loadConfig({}))).toEqual(DEFAULT_RATE_LIMITS);
    const tuned = rateLimitsFromConfig(
      loadConfig({
        RATE_LIMIT_CHECK_PER_MINUTE: '0',
        RATE_LIMIT_REGISTER_PER_HOUR: '500',
        LOGIN_MAX_FAILURES: '8',
        LOGIN_LOCK_MINUTES: '5',
        LOGIN_MAX_CHECKS_PER_IP: '400',
        RATE_LIMIT_PHONE_CODE_CHECKS_PER_IP: '90',
      }),
    );
    expect(tuned.parcelCheck).toBe(false);
    expect(tuned.phoneCodes.checksPerIp).toEqual({ max: 90, windowMs: 15 * 60_000 });
    expect(tuned.register).toEqual({ max: 500, windowMs: 3_600_000 });
    expect(tuned.login).toMatchObject({
      maxFailuresPerPhone: 8,
      maxChecksPerIp: 400,
      lockMs: 300_000,
      maxFailuresPerIp: DEFAULT_RATE_LIMITS.login.maxFailuresPerIp,
    });
  });

  it('chooses PostgreSQL only for postgres:// URLs', () => {
    expect(databaseConfigFromUrl('postgres://u@h/db', 'x.sqlite')).toEqual({ kind: 'postgres', url: 'postgres://u@h/db' });
    expect(databaseConfigFromUrl(undefined, 'x.sqlite')).toEqual({ kind: 'sqlite', path: 'x.sqlite' });
  });

  it('takes MIGRATION_DATABASE_URL (the owner role) only beside a PostgreSQL DATABASE_URL', () => {
    const both = { DATABASE_URL: 'postgres://achaa_app@h/achaa', MIGRATION_DATABASE_URL: 'postgres://achaa@h/achaa' };
    expect(loadConfig(both).MIGRATION_DATABASE_URL).toBe('postgres://achaa@h/achaa');
    expect(loadConfig({ DATABASE_URL: both.DATABASE_URL }).MIGRATION_DATABASE_URL).toBeUndefined();
    expect(() => loadConfig({ MIGRATION_DATABASE_URL: both.MIGRATION_DATABASE_URL })).toThrow(/MIGRATION_DATABASE_URL is for PostgreSQL/);
    expect(() => loadConfig({ ...both, MIGRATION_DATABASE_URL: 'mysql://x' })).toThrow(/MIGRATION_DATABASE_URL must be a postgres/);
  });
});
