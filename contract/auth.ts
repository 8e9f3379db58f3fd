import { z } from 'zod';
import { consumerNoSchema, savedCompanySchema } from './ebarimt';
import { phoneSchema, recordStateSchema } from './common';
import { phoneCodeSchema } from './phone-code-format';
import { EMAIL_PATTERN, forbiddenCharactersMessage, hasForbiddenCharacters, lineText, multiLineText } from './text';

export const PASSWORD_MIN_LENGTH = 8;
/** scrypt hashes whatever it gets; the cap keeps a login from costing the server megabytes. */
export const PASSWORD_MAX_LENGTH = 128;

export const passwordSchema = z
  .string({ error: 'Нууц үг оруулна уу' })
  .min(PASSWORD_MIN_LENGTH, { error: `Нууц үг дор хаяж ${PASSWORD_MIN_LENGTH} тэмдэгт байна` })
  .max(PASSWORD_MAX_LENGTH, { error: `Нууц үг ${PASSWORD_MAX_LENGTH} тэмдэгтээс урт байж болохгүй` })
  .refine((password) => !hasForbiddenCharacters(password), { error: forbiddenCharactersMessage('Нууц үг') });

const nameSchema = (label: string) => lineText(label, 50);

const optionalEmailSchema = z
  .union([z.literal(''), z.email({ pattern: EMAIL_PATTERN, error: 'И-мэйл хаяг буруу байна' }).max(254)])
  .optional()
  .transform((email) => (email ? email.toLowerCase() : null));

/**
 * The user as the product stores it in local storage under `user`. `username` (the phone) and `prefix`
 * (always null) are the product's original fields, kept for its clients.
 */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  prefix: z.string().nullable(),
  state: recordStateSchema,
  username: z.string(),
  phone: z.string(),
  /** Lets the PWA show the staff screen; the server checks the role on every staff call anyway. */
  role: z.enum(['customer', 'staff', 'admin']),
  /**
   * Whether the account has proved it owns its phone (an SMS code, or staff at the counter). Until
   * then the phone's parcels are not shown to it and cannot be delivered through it. Missing in a
   * user stored by an older app version: read as verified there, the server decides anyway.
   */
  phoneVerified: z.boolean().default(true),
  /** The person's e-barimt consumer number: their receipts land in their e-barimt account. */
  ebarimtConsumerNo: z.string().nullable().optional(),
  /** The company saved for B2B receipts (its number as typed and its name), for next time. */
  company: savedCompanySchema.nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

/** Login sends what was typed (no client validation); the server answers one generic error. */
export const loginRequestSchema = z.strictObject({
  phone: lineText('Утасны дугаар', 30),
  password: z.string({ error: 'Нууц үг оруулна уу' }).min(1, { error: 'Нууц үг оруулна уу' }).max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const registerRequestSchema = z.strictObject({
  phone: phoneSchema,
  password: passwordSchema,
  firstName: nameSchema('Нэр'),
  lastName: nameSchema('Овог'),
  email: optionalEmailSchema,
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** `currentPassword` is needed only when `phone` changes (the server answers 400 without it then). */
export const updateUserRequestSchema = z.strictObject({
  firstName: nameSchema('Нэр'),
  lastName: nameSchema('Овог'),
  phone: phoneSchema,
  email: optionalEmailSchema,
  currentPassword: z.string({ error: 'Одоогийн нууц үг оруулна уу' }).max(PASSWORD_MAX_LENGTH).optional(),
  /** The code sent to the new phone (`POST /api/auth/phone/code`, purpose `change`): the new phone is then verified. */
  code: phoneCodeSchema.optional(),
  /** The e-barimt consumer number (8 digits); null removes it, left out keeps it. */
  ebarimtConsumerNo: consumerNoSchema.nullable().optional(),
  /** The company for B2B receipts; null removes it, left out keeps it. */
  company: savedCompanySchema.nullable().optional(),
});
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

export const changePasswordRequestSchema = z
  .strictObject({
    currentPassword: z
      .string({ error: 'Одоогийн нууц үг оруулна уу' })
      .min(1, { error: 'Одоогийн нууц үг оруулна уу' })
      .max(PASSWORD_MAX_LENGTH),
    newPassword: passwordSchema,
  })
  .refine((body) => body.currentPassword !== body.newPassword, {
    error: 'Шинэ нууц үг одоогийн нууц үгээс өөр байх ёстой',
    path: ['newPassword'],
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const ADDRESS_TYPES = ['HOME', 'JOB', 'OTHER'] as const;
export const addressTypeSchema = z.enum(ADDRESS_TYPES, { error: 'Хаягийн төрөл буруу байна' });
export type AddressType = z.infer<typeof addressTypeSchema>;

export const addressInputSchema = z.strictObject({
  type: addressTypeSchema,
  firstName: nameSchema('Нэр'),
  lastName: nameSchema('Овог'),
  phone: phoneSchema,
  city: nameSchema('Хот / аймаг'),
  district: nameSchema('Дүүрэг / сум'),
  subdistrict: nameSchema('Хороо / баг'),
  note: multiLineText('Тайлбар', 500).default(''),
});
export type AddressInput = z.input<typeof addressInputSchema>;

export const addressSchema = z.object({
  id: z.number().int(),
  type: addressTypeSchema,
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  city: z.string(),
  district: z.string(),
  subdistrict: z.string(),
  note: z.string(),
});
export type Address = z.infer<typeof addressSchema>;
