import { useLocale } from '@/i18n/i18n';

/** Words the accounts screens need beyond the shared glossary, in both catalogues. */
const mn = {
  showPassword: 'Нууц үг харуулах',
  passwordRepeat: 'Нууц үг давтах',
  haveAccount: 'Бүртгэлтэй юу?',
} as const;

const en: Record<keyof typeof mn, string> = {
  showPassword: 'Show password',
  passwordRepeat: 'Repeat password',
  haveAccount: 'Already registered?',
};

export function useAuthTexts(): Record<keyof typeof mn, string> {
  return useLocale() === 'en' ? en : mn;
}
