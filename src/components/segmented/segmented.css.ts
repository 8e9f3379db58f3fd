import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { media } from '@/styles/tokens';

export const group = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: 4,
  margin: 0,
  padding: 4,
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const option = style({ position: 'relative', display: 'flex' });

export const input = style({
  position: 'absolute',
  opacity: 0,
  inset: 0,
  margin: 0,
  cursor: 'pointer',
});

export const label = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textAlign: 'center',
  cursor: 'pointer',
  transition: 'background-color 120ms ease, color 120ms ease',
  '@media': {
    // Two options side by side at 375 px: each label on one line ("Утасны дугаараар" beside "Трак кодоор").
    [media.narrow]: { padding: `0 ${vars.space.xs}`, fontSize: '13px', whiteSpace: 'nowrap' },
  },
  selectors: {
    [`${input}:checked + &`]: { background: vars.color.surface, color: vars.color.primary, boxShadow: vars.shadow.card },
    [`${input}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});
