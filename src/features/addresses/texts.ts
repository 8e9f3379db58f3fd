import { useLocale } from '@/i18n/i18n';

/** Words the address screens need beyond the shared glossary, in both catalogues. */
const mn = {
  type: 'Хаягийн төрөл',
  phone: 'Утас',
  edit: 'Хаяг засах',
  delete: 'Устгах',
  deleteTitle: 'Хаяг устгах',
  deleteConfirm: 'Энэ хаягийг устгах уу?',
  deleted: 'Хаяг устгагдлаа',
  empty: 'Хүргэлтийн хаяг бүртгэгдээгүй байна',
  choose: 'Сонгоно уу',
} as const;

const en: Record<keyof typeof mn, string> = {
  type: 'Address type',
  phone: 'Phone',
  edit: 'Edit address',
  delete: 'Delete',
  deleteTitle: 'Delete address',
  deleteConfirm: 'Delete this address?',
  deleted: 'Address deleted',
  empty: 'No delivery address yet',
  choose: 'Choose',
};

export function useAddressTexts(): Record<keyof typeof mn, string> {
  return useLocale() === 'en' ? en : mn;
}
