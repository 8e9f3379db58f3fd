import { runCommand } from './run-command';

/** Made by global-setup through `npm run admin -- create-user`, so the CLI is exercised too. */
export const STAFF_ACCOUNT = { phone: '88000001', password: 'staff-pass-2026' } as const;

/** Creates STAFF_ACCOUNT with the admin CLI in the database `databaseEnv` names. */
export function createStaffAccount(databaseEnv: Record<string, string>): void {
  const { phone, password } = STAFF_ACCOUNT;
  const args = ['create-user', '--phone', phone, '--password', password, '--role', 'staff', '--first-name', 'Ажилтан'];
  runCommand(process.execPath, ['--import', 'tsx', 'server/cli/admin.ts', ...args], databaseEnv);
}

/** The owner's account (role admin), made by global-setup through the admin CLI like STAFF_ACCOUNT. */
export const ADMIN_ACCOUNT = { phone: '88000002', password: 'admin-pass-2026' } as const;

export function createAdminAccount(databaseEnv: Record<string, string>): void {
  const { phone, password } = ADMIN_ACCOUNT;
  const args = ['create-user', '--phone', phone, '--password', password, '--role', 'admin', '--first-name', 'Эзэн'];
  runCommand(process.execPath, ['--import', 'tsx', 'server/cli/admin.ts', ...args], databaseEnv);
}

/** Seeded by the server's demo data (README). */
export const DEMO_CUSTOMER = { phone: '99112233', password: 'demo1234' } as const;

let sequence = 0;
/** Each run starts at a random point so reruns against a kept database do not collide. */
const runOffset = Math.floor(Math.random() * 900_000);

/** A phone no other test of this run uses: a Unitel mobile (86…), a prefix the demo data and staff account leave alone. */
export function uniquePhone(): string {
  sequence += 1;
  return `86${String((runOffset + sequence) % 1_000_000).padStart(6, '0')}`;
}

export function uniqueTrackCode(prefix = 'E2E'): string {
  sequence += 1;
  return `${prefix}${Date.now().toString(36).toUpperCase()}${sequence}`;
}
