import { useLocale } from '@/i18n/i18n';

/** Words the parcel list needs beyond the shared glossary, in both catalogues. */
const mn = {
  filter: 'Төлөвөөр шүүх',
  detailTitle: 'Захиалгын мэдээлэл',
} as const;

const en: Record<keyof typeof mn, string> = {
  filter: 'Filter by status',
  detailTitle: 'Order details',
};

export function useOrdersTexts(): Record<keyof typeof mn, string> {
  return useLocale() === 'en' ? en : mn;
}
