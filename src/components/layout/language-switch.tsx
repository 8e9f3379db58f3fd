import { GlobeIcon } from '@/components/icons/icons';
import { setLocale, useLocale, useT } from '@/i18n/i18n';
import * as styles from './layout.css';

/** Switches between Mongolian and English; the choice is remembered. */
export function LanguageSwitch() {
  const t = useT();
  const locale = useLocale();
  const other = locale === 'mn' ? 'en' : 'mn';
  return (
    <button type="button" className={styles.languageButton} title={t('app.language')} onClick={() => void setLocale(other)}>
      <GlobeIcon size={18} />
      <span lang={other}>{t('app.otherLanguage')}</span>
    </button>
  );
}
