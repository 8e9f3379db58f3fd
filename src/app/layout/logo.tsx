import * as styles from './layout.css';

/** The app's mark, the same drawing as public/icons/icon.svg so header, favicon and home-screen icon agree. */
export function LogoMark() {
  return (
    <svg className={styles.logoMark} viewBox="0 0 512 512" aria-hidden="true" focusable="false">
      <rect width="512" height="512" rx="112" fill="#1d4fc4" />
      <g transform="translate(0 -26)">
        <path d="M150 176h212a14 14 0 0 1 14 14v136a14 14 0 0 1-14 14H150a14 14 0 0 1-14-14V190a14 14 0 0 1 14-14z" fill="#fff" />
        <path d="M128 140h256a12 12 0 0 1 12 12v34a12 12 0 0 1-12 12H128a12 12 0 0 1-12-12v-34a12 12 0 0 1 12-12z" fill="#f5a524" />
        <rect x="236" y="198" width="40" height="142" fill="#f5a524" />
        <path d="M104 388h238" stroke="#fff" strokeWidth="26" strokeLinecap="round" />
        <path d="M330 350l58 38-58 38z" fill="#fff" stroke="#fff" strokeWidth="14" strokeLinejoin="round" />
      </g>
    </svg>
  );
}
