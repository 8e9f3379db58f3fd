import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const links = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space.xs} ${vars.space.md}` });

// Big enough to tap: a phone number is pressed on a phone.
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  color: vars.color.primary,
  fontWeight: 600,
  overflowWrap: 'anywhere',
});

export const addressLink = style({ color: vars.color.primary, fontWeight: 600 });

export const points = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const point = style({ display: 'flex', flexDirection: 'column', gap: 2 });

export const mapWord = style({ whiteSpace: 'nowrap' });

export const hours = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const line = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const label = style({ fontWeight: 700 });
