import { useT } from '@/i18n/i18n';
import * as styles from './home.css';

/** The headline block; the truck drawing is decoration. */
export function HomeHero() {
  const t = useT();
  return (
    <section className={styles.hero}>
      <svg className={styles.heroArt} viewBox="0 0 260 170" aria-hidden="true" focusable="false">
        <circle cx="190" cy="60" r="46" fill="rgba(255,255,255,0.12)" />
        <path d="M0 150h260" stroke="rgba(255,255,255,0.35)" strokeWidth="3" strokeDasharray="14 10" />
        <rect x="40" y="62" width="120" height="70" rx="8" fill="#fff" />
        <rect x="54" y="76" width="40" height="30" rx="4" fill="#f5a524" />
        <path d="M54 91h40M74 76v30" stroke="#c07d0c" strokeWidth="3" />
        <path d="M160 84h42l26 26v22h-68z" fill="#e8efff" />
        <path d="M172 92h24l16 16h-40z" fill="#1d4fc4" opacity="0.5" />
        <circle cx="78" cy="136" r="14" fill="#101828" />
        <circle cx="78" cy="136" r="5" fill="#e8efff" />
        <circle cx="194" cy="136" r="14" fill="#101828" />
        <circle cx="194" cy="136" r="5" fill="#e8efff" />
      </svg>
      <h1 className={styles.headline}>{t('home.headline')}</h1>
      <p className={styles.lead}>{t('home.lead')}</p>
    </section>
  );
}
