import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { media } from '@/styles/tokens';

export const total = style({ marginBottom: vars.space.md, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const groups = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const groupTitle = style({ fontSize: vars.fontSize.sm, fontWeight: 700, color: vars.color.textMuted });

// Two cards a row in the wide dialog; one a row on a phone.
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.sm,
  '@media': { [media.wide]: { gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' } },
});

// One column of rows: every row may wrap, so "Үнэ тодорхойгүй", the date and "Явцыг харах" stay inside at 375 px.
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const code = style({ fontFamily: vars.font.mono, fontWeight: 700, letterSpacing: '0.02em', overflowWrap: 'anywhere' });

export const meta = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });

export const price = style({ fontWeight: 800, textAlign: 'right' });

export const date = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const timeline = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const timelineActions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
});

export const timelineToggle = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const chevron = style({
  flexShrink: 0,
  transition: 'transform 160ms ease',
  selectors: { [`${timelineToggle}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const trackLink = style({ color: vars.color.primary, fontWeight: 600, fontSize: vars.fontSize.sm });
