import { readFileSync } from 'node:fs';
import { isStaffRole, STAFF_ROLES } from '@contract/staff-roles';
import { describe, expect, it } from 'vitest';

describe('the staff-role test (contract/staff-roles.ts)', () => {
  it('lets staff and admins in, and nobody else', () => {
    for (const role of STAFF_ROLES) expect(isStaffRole(role)).toBe(true);
    for (const role of ['customer', '', 'Admin', null, undefined]) expect(isStaffRole(role)).toBe(false);
  });

  it('is free of zod, so the PWA layout can ask on the first paint', () => {
    const source = readFileSync(new URL('../../contract/staff-roles.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^import /m);
  });
});
