import { Segmented } from '@/components/segmented/segmented';
import { setLocale, useLocale, useT, type Locale } from '@/i18n/i18n';
import * as styles from '@/components/staff/staff.css';

/** Each language named in itself, so a worker finds theirs whatever the screen is in now. */
const LANGUAGES: readonly { value: Locale; label: string }[] = [
  { value: 'mn', label: 'Монгол' },
  { value: 'en', label: 'English' },
  { value: 'zh', label: '中文' },
];

/** The staff screen's language (Chinese for the border staff too); remembered on the device like the header's switch. */
export function StaffLanguage() {
  const t = useT();
  const locale = useLocale();
  return (
    <div className={styles.languageSwitch}>
      <Segmented
        legend={t('app.language')}
        name="staff-language"
        value={locale}
        options={LANGUAGES}
        onChange={(next) => void setLocale(next)}
      />
    </div>
  );
}
