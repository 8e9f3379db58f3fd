import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/*
 * A parcel label: its size in millimetres (58×40 by default), black on white, laid out in a column
 * that the barcode fills. On paper the page is the label (`@page` is set by whoever prints it).
 */

export const label = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: '0.6mm',
  padding: '1.5mm 2mm',
  background: '#fff',
  color: '#000',
  overflow: 'hidden',
  fontFamily: vars.font.body,
  lineHeight: 1.15,
  '@media': { screen: { border: `1px dashed ${vars.color.border}`, borderRadius: 2 } },
});
export const company = style({
  margin: 0,
  fontWeight: 800,
  textAlign: 'center',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const barcode = style({ flex: '1 1 auto', minHeight: 0, display: 'flex', justifyContent: 'center' });
globalStyle(`${barcode} svg`, { width: '100%', height: '100%' });
export const code = style({ margin: 0, fontFamily: vars.font.mono, fontWeight: 800, textAlign: 'center', letterSpacing: '0.04em' });
export const facts = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '0 2mm', margin: 0 });
export const fact = style({ display: 'flex', gap: '1mm', margin: 0 });
export const factLabel = style({ fontWeight: 400 });
export const factValue = style({ margin: 0, fontWeight: 800 });

export const page = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.lg });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700, textAlign: 'center' });
export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'center' });

/** While a label prints from the station, only the label is on the page. */
globalStyle('[data-label-print]', { '@media': { screen: { display: 'none' } } });
