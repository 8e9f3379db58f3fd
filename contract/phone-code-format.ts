import { z } from 'zod';

export const PHONE_CODE_LENGTH = 6;

/** Six digits; spaces typed or pasted between them are dropped. */
export const phoneCodeSchema = z
  .string({ error: 'Баталгаажуулах код оруулна уу' })
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: `Баталгаажуулах код ${PHONE_CODE_LENGTH} оронтой тоо байна` }));
