import { z } from 'zod';
import { normalizePhone, PHONE_PATTERN } from './phone';
import { hasForbiddenCharacters, lineText } from './text';

/*
 * Whom to call and where to collect: the organisation's phones and chat link, and its
 * Ulaanbaatar pickup points with opening hours and a map. Staff set them; every screen that says
 * "Бидэнтэй холбогдоно уу" shows them. Zod-free code (the footer) imports only the types.
 */

export const CONTACT_PHONES_MAX = 3;
export const PICKUP_POINTS_MAX = 5;

/** An office line may be a landline (7…), so any 8 digits, unlike a customer's mobile. */
const contactPhoneSchema = z
  .string({ error: 'Утасны дугаар оруулна уу' })
  .transform(normalizePhone)
  .pipe(z.string().regex(PHONE_PATTERN, { error: 'Утасны дугаар 8 оронтой тоо байна' }));

/** A link people open from the app: https only (no javascript:, no plain http), or empty for none. */
const optionalLink = (label: string) =>
  z
    .string({ error: `${label} текст байна` })
    .trim()
    .max(500, { error: `${label} 500 тэмдэгтээс урт байж болохгүй` })
    .refine((text) => text === '' || (!hasForbiddenCharacters(text) && /^https:\/\/[^\s/]+\.[^\s]+$/i.test(text)), {
      error: `${label} https:// -ээр эхэлсэн холбоос байна`,
    })
    .transform((text) => text || null);

export const pickupPointInputSchema = z.object({
  name: lineText('Нэр', 100),
  address: lineText('Хаяг', 300),
  hours: lineText('Цагийн хуваарь', 200),
  mapUrl: optionalLink('Газрын зургийн холбоос').optional().default(''),
});

export const contactsInputSchema = z.object({
  phones: z.array(contactPhoneSchema).max(CONTACT_PHONES_MAX, { error: `Утас ${CONTACT_PHONES_MAX}-аас олон байж болохгүй` }),
  chatUrl: optionalLink('Чатын холбоос').optional().default(''),
  pickupPoints: z.array(pickupPointInputSchema).max(PICKUP_POINTS_MAX, { error: `Олгох цэг ${PICKUP_POINTS_MAX}-аас олон байж болохгүй` }),
});
export type ContactsInput = z.input<typeof contactsInputSchema>;

export const pickupPointSchema = z.object({
  name: z.string(),
  address: z.string(),
  hours: z.string(),
  /** Staff's own map link; null: the app links a map search for the address. */
  mapUrl: z.string().nullable(),
});
export type PickupPoint = z.infer<typeof pickupPointSchema>;

export const contactsSchema = z.object({
  phones: z.array(z.string()),
  chatUrl: z.string().nullable(),
  pickupPoints: z.array(pickupPointSchema),
});
export type Contacts = z.infer<typeof contactsSchema>;
