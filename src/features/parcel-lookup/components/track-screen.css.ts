import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: 640 });

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const code = style({ fontFamily: vars.font.mono, fontWeight: 700, fontSize: vars.fontSize.lg, wordBreak: 'break-all' });

export const price = style({ fontWeight: 800, fontSize: vars.fontSize.lg });

export const checked = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
