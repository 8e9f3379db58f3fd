/*
 * The one way the PWA writes a person's name ("Д. Батаа"): header, profile, addresses, staff views,
 * receipts. The rule lives in the contract because the server writes a delivery's recipient the same way.
 */
export { personName } from '@contract/person-name';
