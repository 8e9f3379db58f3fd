import { parseArgs } from 'node:util';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordSchema, phoneSchema } from '@contract';
import { z } from 'zod';
import type { Db } from '../db/database';
import { USER_ROLES } from '../db/schema';
import { BACKUP_USAGE } from './backup-commands';
import { hashPassword, OWASP_SCRYPT_PARAMS, type ScryptParams } from '../lib/password';
import { recordAudit, type AuditRecord } from '../modules/audit/record-audit';
import { deleteUserSessions } from '../modules/auth/session-repository';
import { isUniqueViolation } from '../db/unique-violation';
import { findUserByPhone, insertUser, listUsers, updatePasswordHash, updateRole } from '../modules/auth/user-repository';

/** The contract's password rule, said with its own limits. */
const PASSWORD_LENGTH_PROBLEM = `--password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`;

export const EXIT_OK = 0;
/** The command was understood but could not be done (unknown phone, phone taken). */
export const EXIT_FAILED = 1;
/** The command line itself is wrong: unknown command, missing or invalid option. */
export const EXIT_USAGE = 2;

export const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create-user     --phone P --password W --role staff|admin|customer [--first-name N] [--last-name N]
  set-role        --phone P --role staff|admin|customer
  reset-password  --phone P --password W     (also signs the user out everywhere)
  list-users      [--role staff|admin|customer]
  set-organization --name N                  (creates the company the server runs for, or renames it)
${BACKUP_USAGE}
  help`;

export interface AdminIo {
  db: Db;
  /** ORGANIZATION_ID: the organisation `set-organization` names. */
  organizationId?: number;
  out: (line: string) => void;
  err: (line: string) => void;
  scryptParams?: ScryptParams;
}

class UsageError extends Error {}

const roleSchema = z.enum(USER_ROLES);
const ROLE_PROBLEM = `--role must be one of ${USER_ROLES.join(', ')}`;
const PHONE_PROBLEM = '--phone must be a Mongolian mobile number (8 digits)';

function required(values: Record<string, string | undefined>, name: string): string {
  const value = values[name];
  if (value === undefined || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

/** Contract schemas carry Mongolian messages for the app; the CLI speaks to operators in English. */
function valid<T>(schema: z.ZodType<T>, value: unknown, problem: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new UsageError(problem);
  return result.data;
}

type Options = Record<string, string | undefined>;

/** The audit row of a command's change, on its transaction: no signed-in actor, made `via` the command line. */
const audit = (db: Db, record: Omit<AuditRecord, 'actorId' | 'via'>) => recordAudit(db, { ...record, actorId: null, via: 'CLI' });
type Command = (values: Options, io: AdminIo, scryptParams: ScryptParams) => Promise<number>;

async function createUser(values: Options, io: AdminIo, scryptParams: ScryptParams): Promise<number> {
  const phone = valid(phoneSchema, required(values, 'phone'), PHONE_PROBLEM);
  const password = valid(passwordSchema, required(values, 'password'), PASSWORD_LENGTH_PROBLEM);
  const role = valid(roleSchema, required(values, 'role'), ROLE_PROBLEM);
  const passwordHash = await hashPassword(password, scryptParams);
  try {
    const user = await io.db.transaction().execute(async (trx) => {
      const firstName = values['first-name'] ?? '';
      const lastName = values['last-name'] ?? '';
      // Made by an administrator who knows who it is for.
      const row = await insertUser(trx, { phone, passwordHash, firstName, lastName, email: null, role, phoneVerified: true });
      await audit(trx, { action: 'staff.create', object: phone, after: { role, firstName, lastName } });
      return row;
    });
    io.out(`Created ${role} #${user.id} with phone ${phone}.`);
    return EXIT_OK;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    io.err(`A user with phone ${phone} already exists (use set-role or reset-password).`);
    return EXIT_FAILED;
  }
}

async function setRole(values: Options, io: AdminIo): Promise<number> {
  const phone = valid(phoneSchema, required(values, 'phone'), PHONE_PROBLEM);
  const role = valid(roleSchema, required(values, 'role'), ROLE_PROBLEM);
  const found = await io.db.transaction().execute(async (trx) => {
    const before = await findUserByPhone(trx, phone);
    if (!before || !(await updateRole(trx, phone, role))) return false;
    await audit(trx, { action: 'staff.update', object: phone, before: { role: before.role }, after: { role } });
    return true;
  });
  if (!found) {
    io.err(`No user with phone ${phone}.`);
    return EXIT_FAILED;
  }
  io.out(`User ${phone} is now ${role}.`);
  return EXIT_OK;
}

async function resetPassword(values: Options, io: AdminIo, scryptParams: ScryptParams): Promise<number> {
  const phone = valid(phoneSchema, required(values, 'phone'), PHONE_PROBLEM);
  const password = valid(passwordSchema, required(values, 'password'), PASSWORD_LENGTH_PROBLEM);
  const user = await findUserByPhone(io.db, phone);
  if (!user) {
    io.err(`No user with phone ${phone}.`);
    return EXIT_FAILED;
  }
  const passwordHash = await hashPassword(password, scryptParams);
  await io.db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, user.id, passwordHash);
    await deleteUserSessions(trx, user.id);
    await audit(trx, { action: 'staff.password', object: phone, after: { sessionsEnded: true } });
  });
  io.out(`Password of ${phone} reset; their sessions are signed out.`);
  return EXIT_OK;
}

async function listUsersCommand(values: Options, io: AdminIo): Promise<number> {
  const role = values.role === undefined ? undefined : valid(roleSchema, values.role, ROLE_PROBLEM);
  const users = await listUsers(io.db, role);
  io.out(
    [
      'id\tphone\trole\tstate\tname',
      ...users.map((u) => `${u.id}\t${u.phone}\t${u.role}\t${u.state}\t${`${u.first_name} ${u.last_name}`.trim()}`),
    ].join('\n'),
  );
  return EXIT_OK;
}

/**
 * The company the server runs for. A production database starts empty (SEED_DEMO=off) and the server
 * refuses to start without it; run again, it renames it (the name on labels, receipts and the app).
 */
async function setOrganization(values: Options, io: AdminIo): Promise<number> {
  const name = valid(z.string().trim().min(1).max(120), required(values, 'name'), '--name must be 1 to 120 characters');
  const organizationId = io.organizationId ?? 1;
  const outcome = await io.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('organizations').select(['id', 'name']).where('id', '=', organizationId).executeTakeFirst();
    if (before) {
      await trx.updateTable('organizations').set({ name }).where('id', '=', organizationId).execute();
      await audit(trx, { action: 'organization.update', object: String(organizationId), before: { name: before.name }, after: { name } });
      return { id: organizationId, created: false };
    }
    // No explicit id: PostgreSQL's identity would not learn of it. An empty table hands out 1.
    const row = await trx
      .insertInto('organizations')
      .values({ name, created_at: new Date().toISOString(), chat_url: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(trx, { action: 'organization.create', object: String(row.id), after: { name } });
    return { id: row.id, created: true };
  });
  if (!outcome.created) io.out(`Organisation #${outcome.id} is now "${name}".`);
  else if (outcome.id === organizationId) io.out(`Created organisation #${outcome.id} "${name}".`);
  else io.out(`Created organisation #${outcome.id} "${name}": start the server with ORGANIZATION_ID=${outcome.id}.`);
  return EXIT_OK;
}

const showHelp: Command = async (_values, io) => {
  io.out(USAGE);
  return EXIT_OK;
};

/** The commands by name: one function each, so adding one is a line here, not a branch in runAdmin. */
const COMMANDS: Record<string, Command> = {
  'create-user': createUser,
  'set-role': setRole,
  'reset-password': resetPassword,
  'list-users': listUsersCommand,
  'set-organization': setOrganization,
  help: showHelp,
  '--help': showHelp,
};

export async function runAdmin(argv: readonly string[], io: AdminIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    const { values } = parseArgs({
      args: [...rest],
      options: {
        phone: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        name: { type: 'string' },
      },
      strict: true,
    });
    if (command === undefined) {
      io.out(USAGE);
      return EXIT_USAGE;
    }
    const run = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
    if (!run) throw new UsageError(`Unknown command "${command}"`);
    return await run(values, io, io.scryptParams ?? OWASP_SCRYPT_PARAMS);
  } catch (error) {
    // parseArgs reports unknown or value-less options with a TypeError carrying an ERR_PARSE_ARGS code.
    const parseError = (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    if (error instanceof UsageError || parseError) {
      io.err(`${(error as Error).message}\n\n${USAGE}`);
      return EXIT_USAGE;
    }
    throw error;
  }
}
