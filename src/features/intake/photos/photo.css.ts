import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const video = style({ width: '100%', maxHeight: '60vh', background: '#000', borderRadius: vars.radius.sm });
export const hiddenInput = style({ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' });
