import { z } from 'zod';
import { phoneSchema } from './common';
import { passwordSchema } from './auth';
import { phoneCodeSchema } from './phone-code-format';
import { lineText } from './text';

export { PHONE_CODE_LENGTH, phoneCodeSchema } from './phone-code-format';

/*
 * Proving a phone: a one-time code by SMS, or staff at the counter. The rules the server
 * keeps and the PWA tells the customer.
 */

export const PHONE_CODE_TTL_MINUTES = 10;
/** Wrong tries a code survives; the next needs a new code. */
export const PHONE_CODE_MAX_TRIES = 5;
/** Codes one requester (an account, else a network) may have sent to one phone per hour. */
export const PHONE_CODES_PER_HOUR = 3;

export const PHONE_CODE_PURPOSES = ['verify', 'reset', 'change'] as const;
export type PhoneCodePurpose = (typeof PHONE_CODE_PURPOSES)[number];

/** `POST /api/auth/phone/code`: always 204, whatever the phone (nothing tells whether it has an account). */
export const phoneCodeRequestSchema = z.strictObject({
  phone: phoneSchema,
  purpose: z.enum(PHONE_CODE_PURPOSES, { error: 'Кодын зориулалт буруу байна' }),
});
export type PhoneCodeRequest = z.input<typeof phoneCodeRequestSchema>;

/** `POST /api/auth/phone/verify` (signed in): the code sent to the account's own phone. */
export const phoneVerifyRequestSchema = z.strictObject({ code: phoneCodeSchema });
export type PhoneVerifyRequest = z.input<typeof phoneVerifyRequestSchema>;

/** `POST /api/auth/password/reset`: a code to the phone sets a new password and ends every session. */
export const passwordResetRequestSchema = z.strictObject({
  phone: phoneSchema,
  code: phoneCodeSchema,
  password: passwordSchema,
});
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/**
 * `GET /api/auth/phone/delivery`: how codes reach customers here. `sms` a provider is configured;
 * `server-log` none, outside production (the code is printed in the server's log, for developers);
 * `counter` none: verification and recovery happen at the counter, by staff.
 */
export const phoneCodeDeliverySchema = z.object({ delivery: z.enum(['sms', 'server-log', 'counter']) });
export type PhoneCodeDelivery = z.infer<typeof phoneCodeDeliverySchema>['delivery'];

/** A customer account as staff see it at the counter (`GET /api/staff/customers/{phone}`). */
export const staffCustomerSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneVerified: z.boolean(),
  createdAt: z.string(),
});
export type StaffCustomer = z.infer<typeof staffCustomerSchema>;

/**
 * An admin's password reset of a customer: why, as the admin types it (kept in the audit).
 * The code goes to the customer's phone by SMS and never into the answer, so no one at the counter
 * can sign in as the customer.
 */
export const staffPasswordResetRequestSchema = z.strictObject({ reason: lineText('Шалтгаан', 200) });
export type StaffPasswordResetRequest = z.input<typeof staffPasswordResetRequestSchema>;
/** The reset's answer: when the code sent to the customer's phone stops working. */
export const staffPasswordResetSchema = z.object({ sentTo: z.string(), expiresAt: z.string() });
export type StaffPasswordReset = z.infer<typeof staffPasswordResetSchema>;

export const phoneParamsSchema = z.object({ phone: phoneSchema });
