/*
 * What the PWA and the server share: request and answer schemas (zod) and the rules both apply.
 *
 * One object, three names. A parcel is `package` in the API's paths (/api/package, /api/package/check)
 * and `order` in two of the PWA's addresses (/profile/order, /order): both are the product's original
 * public interface, which installed apps, bookmarks and shops' links use, so they stay. Everywhere
 * else (names, folders, query keys, the database) it is a `parcel`; only the texts' keys keep the
 * product glossary's names (`orders.*`), and the screen says "Миний ачаа".
 *
 * This index loads zod. PWA code on the first-paint path imports zod-free modules by their own path
 * (`@contract/parcel-status`, `@contract/status-moves`, `@contract/initial-state`) instead.
 */
export * from './common';
export * from './error-reasons';
export * from './api-messages';
export * from './undo-window';
export * from './phone';
export * from './track-code';
export * from './cargo-address-token';
export * from './parcel-status';
export * from './status-moves';
export * from './parcel';
export * from './parcel-journey';
export * from './warehouse';
export * from './auth';
export * from './password-check';
export * from './phone-code';
export * from './initial-state';
export * from './linked-lookup';
export * from './prerendered-pages';
export * from './text';
export * from './parcel-csv';
export * from './push';
export * from './delivery';
export * from './fee';
export * from './measures';
export * from './counter';
export * from './owner';
export * from './arrival';
export * from './payment';
export * from './billing';
export * from './amount-due';
export * from './ebarimt';
export * from './person-name';
export * from './contacts';
export * from './photos';
