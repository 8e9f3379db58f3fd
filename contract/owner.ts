import { z } from 'zod';
import { dashboardTripsShape } from './trips';
import { calendarDaySchema, idNumberSchema, idTextSchema, phoneSchema, timestampSchema } from './common';
import { passwordSchema } from './auth';
import { moneyByMethodSchema } from './billing';
import { PAYMENT_METHODS, reportDateSchema } from './counter';
import { parcelStatusSchema } from './parcel';
import { STAFF_ROLES } from './staff-roles';
import { forbiddenCharactersMessage, hasForbiddenCharacters, lineText } from './text';

/*
 * The owner's view (role admin): the audit trail, staff accounts in the app and the
 * dashboard's figures. docs/staff.md describes the screens.
 */

/** Every kind of audit row: what a staff member or admin changed. */
export const AUDIT_ACTIONS = [
  'parcel.create',
  'parcel.move',
  'parcel.undo',
  'parcel.edit',
  'parcel.import',
  'handover.create',
  'handover.undo',
  'delivery.move',
  'warehouse.create',
  'warehouse.update',
  'cargo-address.update',
  'prices.update',
  'staff.create',
  'staff.update',
  'staff.password',
  'customer.phone-verified',
  'customer.password-reset',
  'claim.refuse',
  'storage-rule.update',
  'contacts.update',
  // The company itself, named or renamed from the command line (set-organization).
  'organization.create',
  'organization.update',
  // Trips: opened, departed, arrived, closed, cancelled; a missing parcel marked lost.
  'trip.create',
  'trip.depart',
  'trip.arrive',
  'trip.close',
  'trip.cancel',
  'trip.lost',
  'ebarimt.retry',
  'payment.refund',
  'payment.cancel',
  'payment.keep',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A calendar day in Ulaanbaatar time, as the owner picks it. */
const dateSchema = calendarDaySchema;

export const auditQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(80, { error: 'Хайх утга 80 тэмдэгтээс урт байж болохгүй' })
    .refine((text) => !hasForbiddenCharacters(text), { error: forbiddenCharactersMessage('Хайх утга') })
    .optional(),
  actor: idTextSchema('Ажилтны дугаар буруу байна').optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  // Decimal digits only (no `1e3`, `0x10`, spaces), as every number a query carries.
  offset: z
    .string()
    .regex(/^(0|[1-9][0-9]{0,6})$/, { error: 'Хуудасны байрлал буруу байна' })
    .transform(Number)
    .refine((offset) => offset <= 1_000_000, { error: 'Хуудасны байрлал буруу байна' })
    .optional(),
});

const auditValueSchema = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  at: timestampSchema,
  actor: z.object({ id: z.number(), name: z.string(), phone: z.string() }).nullable(),
  action: z.string(),
  object: z.string(),
  before: auditValueSchema,
  after: auditValueSchema,
  /** Made in the app, or by the admin command line (`npm run admin`: no signed-in actor). */
  via: z.enum(['APP', 'CLI']),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.object({ list: z.array(auditEntrySchema), total: z.number() });
export type AuditList = z.infer<typeof auditListSchema>;

/** How many audit rows one page of the search shows. */
export const AUDIT_PAGE_SIZE = 50;

export { isStaffRole, STAFF_ROLES, type StaffRole } from './staff-roles';
export const STAFF_STATES = ['ACTIVE', 'DISABLED'] as const;
export type StaffState = (typeof STAFF_STATES)[number];

export const staffAccountSchema = z.object({
  id: z.number(),
  phone: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(STAFF_ROLES),
  state: z.enum(STAFF_STATES),
  warehouseId: z.number().nullable(),
  createdAt: timestampSchema,
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;
export const staffAccountListSchema = z.object({ list: z.array(staffAccountSchema), total: z.number() });

const roleSchema = z.enum(STAFF_ROLES, { error: 'Эрх нь ажилтан эсвэл админ байна' });

export const staffAccountCreateSchema = z.strictObject({
  phone: phoneSchema,
  firstName: lineText('Нэр', 50),
  lastName: lineText('Овог', 50),
  role: roleSchema,
  password: passwordSchema,
  warehouseId: idNumberSchema('Агуулахын дугаар буруу байна').nullable().optional(),
});
export type StaffAccountCreate = z.input<typeof staffAccountCreateSchema>;

export const staffAccountPatchSchema = z.strictObject({
  role: roleSchema.optional(),
  state: z.enum(STAFF_STATES, { error: 'Төлөв нь идэвхтэй эсвэл хаалттай байна' }).optional(),
  warehouseId: idNumberSchema('Агуулахын дугаар буруу байна').nullable().optional(),
  firstName: lineText('Нэр', 50).optional(),
  lastName: lineText('Овог', 50).optional(),
});
export type StaffAccountPatch = z.input<typeof staffAccountPatchSchema>;

export const staffPasswordSchema = z.strictObject({ password: passwordSchema });

export const dashboardQuerySchema = z.object({
  from: dateSchema,
  to: dateSchema,
  warehouseId: idTextSchema('Агуулахын дугаар буруу байна').optional(),
});

/** Days a parcel has waited at Ulaanbaatar, by bucket (the last one open-ended). */
export const WAITING_BUCKETS = ['0-3', '4-7', '8-14', '15+'] as const;
export type WaitingBucket = (typeof WAITING_BUCKETS)[number];

/** Money received by method, from the ledger: the same rows the counter's day report counts. */
const moneyByMethod = moneyByMethodSchema;

export const STAGE_FIGURES = ['registered', 'received', 'sent', 'arrived', 'handedOver', 'deliveredToDoor'] as const;
export type StageFigure = (typeof STAGE_FIGURES)[number];
const stageCounts = z.object(Object.fromEntries(STAGE_FIGURES.map((stage) => [stage, z.number()])) as Record<StageFigure, z.ZodNumber>);

/** The company's SMS budget: sent this UTC hour and this Ulaanbaatar day against SMS_BUDGET_HOUR/DAY. */
export const smsBudgetSchema = z.object({
  hour: z.object({ sent: z.number(), budget: z.number() }),
  day: z.object({ sent: z.number(), budget: z.number() }),
  /** Codes not sent today because a budget was spent. */
  refusedToday: z.number(),
  /** A budget is spent: new codes are refused (SMS_BUDGET_SPENT) until the hour or the day turns. */
  spent: z.boolean(),
});
export type SmsBudgetState = z.infer<typeof smsBudgetSchema>;

export const dashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  ...stageCounts.shape,
  collected: moneyByMethod,
  toCollect: z.number(),
  waiting: z.object(Object.fromEntries(WAITING_BUCKETS.map((bucket) => [bucket, z.number()])) as Record<WaitingBucket, z.ZodNumber>),
  oldest: z.array(
    z.object({ trackCode: z.string(), phone: z.string(), days: z.number(), shelf: z.string().nullable(), fee: z.number().nullable() }),
  ),
  perDay: z.array(z.object({ date: z.string(), ...stageCounts.shape, collected: moneyByMethod })),
  /** Hours from SENT (left Erenhot) to DELIVERED (arrived in Ulaanbaatar), by the week of arrival (its Monday). */
  transit: z.array(z.object({ week: z.string(), parcels: z.number(), medianHours: z.number(), p90Hours: z.number() })),
  /** Trucks on the road, the period's trips, parcels missing after unloading (contract/trips.ts). */
  ...dashboardTripsShape,
  generatedAt: timestampSchema,
  /** Live, never cached with the figures. */
  sms: smsBudgetSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;
/** The figures the dashboard's cache keeps; the trips and the SMS budget are read fresh on each request. */
export type DashboardFigures = Omit<Dashboard, keyof typeof dashboardTripsShape | 'sms'>;

/** The longest period the dashboard answers at once (a year and a day: a leap year's custom range). */
export const DASHBOARD_MAX_DAYS = 366;

/** GET /api/staff/my-work?date=: a staff member's own work of one Ulaanbaatar day (default today). */
export const myWorkQuerySchema = z.object({ date: reportDateSchema.optional() });
export const myWorkSchema = z.object({
  date: z.string(),
  /** Parcels the person moved into each status that day (intake included), each once. */
  moves: z.array(z.object({ status: parcelStatusSchema, parcels: z.number().int() })),
  /** Their handovers still standing, the parcels in them and the money by method. */
  handovers: z.number().int(),
  parcels: z.number().int(),
  collected: z.record(z.enum(PAYMENT_METHODS), z.number().int()),
});
export type MyWork = z.infer<typeof myWorkSchema>;
