import { useMemo } from 'react';
import { createStore } from '@/lib/create-store';
import { mn, type MessageKey, type Messages } from './mn';

/*
 * Every text of the interface goes through `t(key, values)`, in Mongolian (default) or English:
 * - the main catalogue (mn.ts, en.ts): the glossary's labels and what the first paint shows;
 * - catalogues (catalogues/*.ts): the words of screens that load later (staff, account, about,
 *   terms, pricing), imported by those screens' own chunks so the first paint never carries them.
 *   A screen asks for its catalogue with `useT(staffCatalogue)` and then uses `t('staff.lead')`.
 */

export const LOCALES = ['mn', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
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
  // English is split out: most visitors never need it on the first paint.
  return locale === 'en' ? (await import('./en')).en : mn;
}

export function readStoredLocale(): Locale {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY) === 'en' ? 'en' : 'mn';
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

/** Texts of screens that load later, in both languages; their keys are used as `${namespace}.${key}`. */
export type Catalogue<Namespace extends string = string, Key extends string = string> = {
  namespace: Namespace;
} & Record<Locale, Record<Key, string>>;

/** English must have every Mongolian key: the type says so where a text is missing. */
export function defineCatalogue<const Namespace extends string, Texts extends Record<string, string>>(
  namespace: Namespace,
  texts: { mn: Texts; en: Record<keyof Texts, string> },
): Catalogue<Namespace, keyof Texts & string> {
  return { namespace, ...texts };
}

type CatalogueKey<Of> = Of extends Catalogue<infer Namespace, infer Key> ? `${Namespace}.${Key}` : never;

export type Translate<Key extends string = MessageKey> = (key: Key, values?: MessageValues) => string;

function lookup({ locale, messages }: LocaleState, catalogue: Catalogue | undefined, key: string): string {
  const prefix = catalogue ? `${catalogue.namespace}.` : null;
  // A catalogue's namespace may share a prefix with main keys (`phone.` for verification, `phone.digits` in main):
  // a key the catalogue lacks falls through to the main catalogue.
  const own = catalogue && prefix && key.startsWith(prefix) ? catalogue[locale][key.slice(prefix.length)] : undefined;
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
