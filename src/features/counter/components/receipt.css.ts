import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/*
 * The receipt on screen (a card the customer can be shown), and on paper: an 80 mm thermal roll
 * (a page narrower than 100 mm: the whole width, small type) or A4 (centred, larger). Printing
 * hides everything of the app around it.
 */

const THERMAL = 'print and (max-width: 100mm)';
const PAGE = 'print and (min-width: 100.1mm)';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, alignItems: 'center' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'center' });

export const receipt = style({
  width: '100%',
  maxWidth: 380,
  padding: vars.space.lg,
  background: vars.color.surface,
  color: '#000',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.4,
  '@media': {
    print: { border: 0, borderRadius: 0, boxShadow: 'none', background: '#fff' },
    [THERMAL]: { maxWidth: 'none', padding: '0 2mm', fontSize: '9pt' },
    [PAGE]: { maxWidth: '150mm', margin: '0 auto', padding: 0, fontSize: '11pt' },
  },
});
export const company = style({ textAlign: 'center', fontWeight: 800, fontSize: '1.3em', margin: 0 });
export const seller = style({ textAlign: 'center', margin: `${vars.space.xs} 0 0`, fontSize: '0.9em' });
export const sellerLine = style({ display: 'block' });
export const title = style({ textAlign: 'center', fontWeight: 700, fontSize: 'inherit', margin: `${vars.space.xs} 0 ${vars.space.md}` });
export const facts = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 8px', margin: 0 });
export const factValue = style({ margin: 0, textAlign: 'right', overflowWrap: 'anywhere' });
export const rule = style({ border: 0, borderTop: '1px dashed #000', margin: `${vars.space.sm} 0` });
export const line = style({ display: 'flex', justifyContent: 'space-between', gap: 8 });
export const lineCode = style({ fontFamily: vars.font.mono, fontWeight: 700, overflowWrap: 'anywhere' });
export const lineMeta = style({ fontSize: '0.9em' });
export const total = style({ display: 'flex', justifyContent: 'space-between', fontWeight: 800, fontSize: '1.25em' });
export const voided = style({ textAlign: 'center', fontWeight: 800, border: '2px solid #000', padding: 4, margin: `${vars.space.sm} 0` });
export const signature = style({ marginTop: '10mm', borderTop: '1px solid #000', paddingTop: 2, textAlign: 'center' });

globalStyle('body', { '@media': { print: { background: '#fff' } } });
globalStyle('header, footer, nav, [data-no-print], [data-testid="tab-bar"]', { '@media': { print: { display: 'none !important' } } });
globalStyle('main', { '@media': { print: { padding: '0 !important', margin: '0 !important', maxWidth: 'none !important' } } });

export const ebarimt = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'stretch' });
export const ebarimtTitle = style({ margin: 0, fontWeight: 800, textAlign: 'center' });
export const lottery = style({ fontFamily: vars.font.mono, fontWeight: 800, letterSpacing: '0.05em' });
export const ebarimtQr = style({ width: 128, height: 128, justifySelf: 'center', background: '#fff' });
