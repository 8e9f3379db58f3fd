import { useMemo, useSyncExternalStore } from 'react';
import { mn, type MessageKey, type Messages } from './mn';

export const LOCALES = ['mn', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export type { MessageKey, Messages };

/** Where the chosen language is remembered between visits. */
export const LOCALE_STORAGE_KEY = 'locale';

type LocaleState = { locale: Locale; messages: Messages };

let state: LocaleState = { locale: 'mn', messages: mn };
const listeners = new Set<() => void>();

function setState(next: LocaleState) {
  state = next;
  document.documentElement.lang = next.locale;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getState = () => state;

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
  if (locale !== state.locale) setState({ locale, messages: await loadMessages(locale) });
  else document.documentElement.lang = locale;
}

export type MessageValues = Record<string, string | number>;

function format(template: string, values?: MessageValues): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** Translation outside React (toasts from the query cache, error fallbacks). */
export function translate(key: MessageKey, values?: MessageValues): string {
  return format(state.messages[key], values);
}

export type Translate = typeof translate;

export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, getState, getState).locale;
}

/** `t(key, values)` in the current language; re-renders when the language changes. */
export function useT(): Translate {
  const { messages } = useSyncExternalStore(subscribe, getState, getState);
  return useMemo<Translate>(() => (key, values) => format(messages[key], values), [messages]);
}

/** Longer texts that belong to one split route, in both languages, kept out of the main catalogue. */
export type LocalizedText<Texts extends Record<string, string>> = Record<Locale, Record<keyof Texts, string>>;

export function useLocalizedText<Texts extends Record<string, string>>(text: LocalizedText<Texts>): Record<keyof Texts, string> {
  return text[useLocale()];
}
