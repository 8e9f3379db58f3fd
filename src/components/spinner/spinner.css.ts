import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrapper = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  color: vars.color.textMuted,
});

export const circle = style({
  width: 22,
  height: 22,
  borderRadius: '50%',
  border: `3px solid ${vars.color.primarySoft}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.8s linear infinite`,
});
