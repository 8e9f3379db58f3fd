import { staffCatalogue } from '@/i18n/catalogues/staff';
import { formatMessage, useLocale } from '@/i18n/i18n';

/*
 * The staff words as one object, with `fill` for their placeholders: the way csv-import.tsx reads
 * them. That screen is to be rebuilt around a dry-run preview from the server and will then use
 * `useT(staffCatalogue)` like every other staff screen; nothing else uses these two.
 */
export const useStaffTexts = () => staffCatalogue[useLocale()];
export const fill = formatMessage;
