import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const scanner = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const scannerVideo = style({ width: '100%', maxHeight: 280, borderRadius: vars.radius.md, background: '#000', objectFit: 'cover' });
