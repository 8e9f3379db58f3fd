import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: 1.5 });

/** The reset code, large enough to read out or show across the counter. */
export const bigCode = style({
  margin: `${vars.space.xs} 0`,
  fontFamily: vars.font.mono,
  fontSize: '2rem',
  fontWeight: 800,
  letterSpacing: '0.2em',
});
