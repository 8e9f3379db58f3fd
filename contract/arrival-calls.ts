import { z } from 'zod';
import { idTextSchema, timestampSchema } from './common';
import { parcelEtaSchema } from './arrival';
import { trackCodeMessages } from './parcel';
import { TRACK_CODE_MAX_LENGTH } from './track-code';
import { lineText } from './text';

/*
 * The calls of arrival and claims: the storage rule, unclaimed parcels and claims, late parcels. Imported by path
 * (`@contract/arrival-calls`), not through the index, so the first paint never carries them.
 */

/** The organisation's storage rule, beside its prices (GET/PUT with the prices). */
export const storageRuleSchema = z.object({
  freeDays: z
    .number({ error: 'Үнэгүй хоног тоо байна' })
    .int({ error: 'Үнэгүй хоног бүхэл тоо байна' })
    .min(0)
    .max(365, { error: 'Үнэгүй хоног 365-аас их байж болохгүй' }),
  dailyFee: z
    .number({ error: 'Хоногийн төлбөр тоо байна' })
    .int({ error: 'Хоногийн төлбөр бүхэл тоо байна' })
    .min(0, { error: 'Хоногийн төлбөр сөрөг байж болохгүй' })
    .max(1_000_000, { error: 'Хоногийн төлбөр хэт их байна' }),
});
export type StorageRule = z.infer<typeof storageRuleSchema>;
export const DEFAULT_STORAGE_RULE: StorageRule = { freeDays: 14, dailyFee: 0 };

/** The least of a code's end a customer searches unclaimed parcels by: never a listing of them all. */
export const CODE_END_MIN = 6;
export const codeEndMessage = `Трак кодын сүүлийн ${CODE_END_MIN}-аас доошгүй тэмдэгтийг оруулна уу`;

export const unclaimedQuerySchema = z.object({
  codeEnd: z
    .string({ error: codeEndMessage })
    .trim()
    .min(CODE_END_MIN, { error: codeEndMessage })
    .max(TRACK_CODE_MAX_LENGTH, { error: trackCodeMessages.tooLong })
    .regex(/^[A-Za-z0-9-]+$/, { error: trackCodeMessages.characters })
    .transform((code) => code.toUpperCase()),
});

/**
 * What a searching customer sees of an unclaimed parcel: its code masked (`*` for every character
 * but the end they typed: the full code is theirs only if the shop gave it to them), when it came,
 * what it looks like. A claim names the full code.
 */
export const unclaimedParcelSchema = z.object({ maskedCode: z.string(), arrivedAt: timestampSchema, description: z.string().nullable() });
export const unclaimedListSchema = z.object({ list: z.array(unclaimedParcelSchema) });

export const CLAIM_STATES = ['OPEN', 'APPROVED', 'REFUSED'] as const;

/** A customer's own claim, with the reason when refused (the one who lost to another claimant is told so). */
export const customerClaimSchema = z.object({
  id: z.number().int(),
  trackCode: z.string(),
  state: z.enum(CLAIM_STATES),
  reason: z.string().nullable(),
  createdAt: timestampSchema,
});
export const customerClaimListSchema = z.object({ list: z.array(customerClaimSchema) });

/** The staff view: every open claim with the claimant, and how many others claim the same parcel. */
export const staffClaimSchema = customerClaimSchema.extend({
  phone: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  arrivedAt: timestampSchema,
  rivals: z.number().int().nonnegative(),
});
export const staffClaimListSchema = z.object({ list: z.array(staffClaimSchema) });
export const claimParamsSchema = z.object({
  id: idTextSchema('Хүсэлтийн дугаар буруу байна'),
});
/** An approved claim: the parcel and the phone it now belongs to. */
export const claimApprovedSchema = z.object({ trackCode: z.string(), phone: z.string() });
export const claimRefuseSchema = z.strictObject({ reason: lineText('Шалтгаан', 200) });

/** Staff's list of parcels past their 90th percentile. */
export const lateParcelSchema = z.object({
  trackCode: z.string(),
  phone: z.string(),
  status: z.enum(['RECEIVED', 'SENT']),
  receivedAt: timestampSchema,
  eta: parcelEtaSchema,
});
export const lateParcelListSchema = z.object({ list: z.array(lateParcelSchema) });

/** The most claims one account may send in 24 hours (429 CLAIM_DAILY_LIMIT past them). */
export const CLAIMS_PER_DAY = 3;

export const claimMessages = {
  notFound: 'Ийм эзэнгүй ачаа олдсонгүй',
  givenToAnother: 'Ачааг өөр хэрэглэгчид олгосон',
} as const;
