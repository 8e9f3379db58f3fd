import { code128, drawingSVG } from 'bwip-js/browser';

/**
 * A track code as a Code 128 barcode, drawn by bwip-js (no hand-made bars), as SVG so it stays sharp
 * at any printer's resolution. Only the Code 128 encoder is imported: the rest of bwip-js is left out.
 */
export function code128Svg(text: string): string {
  return code128({ bcid: 'code128', text, scale: 3, height: 10, includetext: false, paddingwidth: 10 }, drawingSVG());
}
