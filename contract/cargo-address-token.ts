/*
 * `{phone}` in a receiving address field (usually the consignee, `阿恰货运 {phone}`): parcels are
 * matched to their owner by phone, so the customer's number must travel in the address a shop prints
 * on the parcel. The API keeps the template as staff wrote it (the server never guesses whose phone
 * it is); the PWA fills the token with the signed-in customer's phone, or the one a visitor gave.
 * Without zod: the address screen works offline from its first paint.
 */

export const PHONE_TOKEN = '{phone}';

export const hasPhoneToken = (text: string): boolean => text.includes(PHONE_TOKEN);

/** The field with every `{phone}` replaced by the phone. */
export const fillPhoneToken = (text: string, phone: string): string => text.split(PHONE_TOKEN).join(phone);
