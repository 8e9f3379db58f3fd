import * as styles from './layout.css';

/** The mark: a parcel on a rounded tile, readable at 32 px. */
export function LogoMark() {
  return (
    <svg className={styles.logoMark} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="11" fill="#1d4fc4" />
      <path d="M20 8.5 30.5 14v12L20 31.5 9.5 26V14L20 8.5Z" fill="#fff" />
      <path d="M9.5 14 20 19.5 30.5 14M20 19.5v12" stroke="#1d4fc4" strokeWidth="2" fill="none" strokeLinejoin="round" />
      <path d="m14.5 11.3 10.5 5.5" stroke="#f5a524" strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  );
}
