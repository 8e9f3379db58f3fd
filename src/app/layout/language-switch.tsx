import { GlobeIcon } from '@/components/icons/icons';
import { setLocale, useLocale, useT } from '@/i18n/i18n';
import * as styles from './layout.css';

type LanguageSwitchProps = { appearance?: 'header' | 'drawer' };

/** Switches between Mongolian and English; the choice is remembered. */
export function LanguageSwitch({ appearance = 'header' }: LanguageSwitchProps) {
  const t = useT();
  const locale = useLocale();
  const other = locale === 'mn' ? 'en' : 'mn';
  const drawer = appearance === 'drawer';
  return (
    <button
      type="button"
      className={drawer ? `${styles.drawerItem} ${styles.drawerButton}` : styles.languageButton}
      title={t('app.language')}
      onClick={() => void setLocale(other)}
    >
      {drawer ? (
        <span className={styles.drawerItemIcon}>
          <GlobeIcon size={20} />
        </span>
      ) : (
        <GlobeIcon size={18} />
      )}
      <span lang={other}>{t('app.otherLanguage')}</span>
    </button>
  );
}
