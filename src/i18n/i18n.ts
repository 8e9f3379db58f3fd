import { useMemo } from 'react';
import { createStore } from '@/lib/create-store';
import { mn, type MessageKey, type Messages } from './mn';

/*
 * Every text of the interface goes through `t(key, values)`, in Mongolian (default) or English, and
 * on the staff screens Chinese too (`zh`, for the Erenhot border staff):
 * - the main catalogue (mn.ts, en.ts): the glossary's labels and what the first paint shows;
 * - catalogues (catalogues/*.ts): the words of screens that load later (staff, account, about,
 *   terms, pricing), imported by those screens' own chunks so the first paint never carries them.
 *   A screen asks for its catalogue with `useT(staffCatalogue)` and then uses `t('staff.lead')`.
 * Chinese is for staff: the staff catalogues carry `zh`, zh.ts the main texts staff screens use.
 * A text with no Chinese (a customer screen a worker opens) falls back to Mongolian.
 */

export const LOCALES = ['mn', 'en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
/** The customer screens' languages (push notifications, the header's switch): Chinese is for staff only. */
export type CustomerLocale = Exclude<Locale, 'zh'>;
export const customerLocale = (locale: Locale): CustomerLocale => (locale === 'en' ? 'en' : 'mn');
export type { MessageKey, Messages };

/** Where the chosen language is remembered between visits. */
export const LOCALE_STORAGE_KEY = 'locale';

type LocaleState = { locale: Locale; messages: Messages };

const localeState = createStore<LocaleState>({ locale: 'mn', messages: mn });

function setState(next: LocaleState) {
  localeState.set(next);
  document.documentElement.lang = next.locale;
}

async function loadMessages(locale: Locale): Promise<Messages> {
  // English and Chinese are split out: most visitors never need them on the first paint.
  if (locale === 'en') return (await import('./en')).en;
  // Chinese covers the staff screens' main texts; the rest stays Mongolian.
  if (locale === 'zh') return { ...mn, ...(await import('./zh')).zh };
  return mn;
}

export function readStoredLocale(): Locale {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    return LOCALES.find((locale) => locale === stored) ?? 'mn';
  } catch {
    return 'mn';
  }
}

/** Switches the language, remembers it and updates `<html lang>`. */
export async function setLocale(locale: Locale): Promise<void> {
  const messages = await loadMessages(locale);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage may be unavailable (private mode); the switch still applies for this visit.
  }
  setState({ locale, messages });
}

/** Applies the remembered language before the first render so the page never flashes Mongolian. */
export async function initLocale(): Promise<void> {
  const locale = readStoredLocale();
  if (locale !== localeState.get().locale) setState({ locale, messages: await loadMessages(locale) });
  else document.documentElement.lang = locale;
}

export type MessageValues = Record<string, string | number>;

/** The one placeholder rule: `{name}` in a text is replaced by `values.name`; unknown names stay as written. */
export function formatMessage(template: string, values?: MessageValues): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/**
 * Texts of screens that load later, in both languages (and Chinese for staff screens); their keys
 * are used as `${namespace}.${key}`.
 */
export type Catalogue<Namespace extends string = string, Key extends string = string> = {
  namespace: Namespace;
} & Record<CustomerLocale, Record<Key, string>> & { zh?: Record<Key, string> };

/** English (and Chinese, when given) must have every Mongolian key: the type says so where a text is missing. */
export function defineCatalogue<const Namespace extends string, Texts extends Record<string, string>>(
  namespace: Namespace,
  texts: { mn: Texts; en: Record<keyof Texts, string>; zh?: Record<keyof Texts, string> },
): Catalogue<Namespace, keyof Texts & string> {
  return { namespace, ...texts };
}

type CatalogueKey<Of> = Of extends Catalogue<infer Namespace, infer Key> ? `${Namespace}.${Key}` : never;

export type Translate<Key extends string = MessageKey> = (key: Key, values?: MessageValues) => string;

function lookup({ locale, messages }: LocaleState, catalogue: Catalogue | undefined, key: string): string {
  const prefix = catalogue ? `${catalogue.namespace}.` : null;
  // A catalogue's namespace may share a prefix with main keys (`phone.` for verification, `phone.digits` in main):
  // a key the catalogue lacks falls through to the main catalogue.
  // A catalogue without Chinese (a customer screen) reads as Mongolian.
  const texts = catalogue && (catalogue[locale] ?? catalogue.mn);
  const own = texts && prefix && key.startsWith(prefix) ? texts[key.slice(prefix.length)] : undefined;
  return own ?? messages[key as MessageKey] ?? key;
}

/** `t` outside React (toasts from the query cache, error fallbacks): the main catalogue, current language. */
export function translate(key: MessageKey, values?: MessageValues): string {
  return formatMessage(lookup(localeState.get(), undefined, key), values);
}

export function useLocale(): Locale {
  return localeState.use().locale;
}

/** `t(key, values)` in the current language, over the main catalogue and the one given; re-renders when the language changes. */
export function useT(): Translate;
export function useT<Of extends Catalogue>(catalogue: Of): Translate<MessageKey | CatalogueKey<Of>>;
export function useT(catalogue?: Catalogue): Translate<string> {
  const state = localeState.use();
  return useMemo<Translate<string>>(() => (key, values) => formatMessage(lookup(state, catalogue, key), values), [state, catalogue]);
}
