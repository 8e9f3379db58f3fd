import { useLocale } from '@/i18n/i18n';

/** Words the profile screens need beyond the shared glossary, in both catalogues. */
const mn = {
  menu: 'Профайлын цэс',
  phone: 'Утас',
  notSet: 'Оруулаагүй',
  editTitle: 'Мэдээлэл засах',
  showPassword: 'Нууц үг харуулах',
  passwordChanged: 'Нууц үг амжилттай солигдлоо',
  passwordHint: 'Нууц үг солиход бусад төхөөрөмж дээрх нэвтрэлт дуусна.',
  passwordForPhone: 'Утасны дугаар солихын тулд одоогийн нууц үгээ оруулна уу',
} as const;

const en: Record<keyof typeof mn, string> = {
  menu: 'Profile menu',
  phone: 'Phone',
  notSet: 'Not set',
  editTitle: 'Edit information',
  showPassword: 'Show password',
  passwordChanged: 'Password changed successfully',
  passwordHint: 'Changing the password signs you out on your other devices.',
  passwordForPhone: 'Enter your current password to change the phone number',
};

export function useProfileTexts(): Record<keyof typeof mn, string> {
  return useLocale() === 'en' ? en : mn;
}
