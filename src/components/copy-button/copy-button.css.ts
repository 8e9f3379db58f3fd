import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const done = style({ color: vars.color.success, borderColor: vars.color.success });
