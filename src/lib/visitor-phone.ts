import { isMongolianMobile, normalizePhone, phoneProblem } from '@contract/phone';
import { createPersistedStore } from './persisted-store';

/*
 * The phone a visitor who is not signed in gave for the receiving address ({phone} in it), kept on
 * this device so they are asked once. A signed-in customer's own phone always comes first.
 */

const readPhone = (stored: unknown): string | null => (typeof stored === 'string' && isMongolianMobile(stored) ? stored : null);

const visitorPhone = createPersistedStore<string | null>({ key: 'visitorPhone', read: readPhone, empty: null });

export const useVisitorPhone = visitorPhone.use;
export const setVisitorPhone = visitorPhone.set;
export const clearVisitorPhone = visitorPhone.clear;

export type PhoneProblem = 'empty' | 'length' | 'notMobile';

/** The login's phone rule (contract/phone.ts): the normalised number, or what is wrong with it. */
export function readTypedPhone(typed: string): { phone: string } | { problem: PhoneProblem } {
  const phone = normalizePhone(typed.trim());
  const problem = phoneProblem(phone);
  if (!problem) return { phone };
  return { problem: problem === 'digits' ? 'length' : problem };
}
