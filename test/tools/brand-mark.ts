import { tokens } from '../../src/styles/tokens';

/** The app's mark: a taped parcel riding an arrow on a deep-blue tile, drawn on a 512 grid (centred by a -26 shift). */
const MARK = `
  <path d="M150 176h212a14 14 0 0 1 14 14v136a14 14 0 0 1-14 14H150a14 14 0 0 1-14-14V190a14 14 0 0 1 14-14z" fill="#ffffff"/>
  <path d="M128 140h256a12 12 0 0 1 12 12v34a12 12 0 0 1-12 12H128a12 12 0 0 1-12-12v-34a12 12 0 0 1 12-12z" fill="${tokens.color.accent}"/>
  <rect x="236" y="198" width="40" height="142" fill="${tokens.color.accent}"/>
  <rect x="164" y="292" width="52" height="12" rx="6" fill="${tokens.color.primarySoft}"/>
  <path d="M104 388h238" stroke="#ffffff" stroke-width="26" stroke-linecap="round"/>
  <path d="M330 350l58 38-58 38z" fill="#ffffff" stroke="#ffffff" stroke-width="14" stroke-linejoin="round"/>
  <path d="M104 388h24M160 388h24M216 388h24" stroke="${tokens.color.primary}" stroke-width="8" stroke-linecap="round"/>
`;

export type MarkVariant = 'any' | 'maskable';

/**
 * `any` sits on a rounded tile with transparent corners; `maskable` fills the whole square and
 * shrinks the mark into the central safe circle (radius 40 %) that Android's masks never crop.
 */
export function brandMarkSvg(variant: MarkVariant, size: number): string {
  const background =
    variant === 'any'
      ? `<rect width="512" height="512" rx="112" fill="${tokens.color.primary}"/>`
      : `<rect width="512" height="512" fill="${tokens.color.primary}"/>`;
  const scale = variant === 'any' ? 1 : 0.8;
  const offset = (512 * (1 - scale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">${background}<g transform="translate(${offset} ${offset}) scale(${scale})"><g transform="translate(0 -26)">${MARK}</g></g></svg>`;
}

/**
 * Android draws a notification's badge from its alpha channel alone, in the status bar's colour: the
 * mark as one white silhouette on transparency (the lid apart and the tape cut out so the box
 * still reads as a parcel), cropped to the mark so it fills the small square.
 */
export function badgeSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="72 80 368 368">
  <defs><mask id="tape"><rect width="512" height="512" fill="#fff"/><rect x="238" y="180" width="36" height="140" fill="#000"/></mask></defs>
  <g fill="#fff">
    <path mask="url(#tape)" d="M150 186h212a14 14 0 0 1 14 14v100a14 14 0 0 1-14 14H150a14 14 0 0 1-14-14V200a14 14 0 0 1 14-14zM128 114h256a12 12 0 0 1 12 12v34a12 12 0 0 1-12 12H128a12 12 0 0 1-12-12v-34a12 12 0 0 1 12-12z"/>
    <path d="M104 362h238" stroke="#fff" stroke-width="26" stroke-linecap="round"/>
    <path d="M330 324l58 38-58 38z" stroke="#fff" stroke-width="14" stroke-linejoin="round"/>
  </g>
</svg>`;
}
