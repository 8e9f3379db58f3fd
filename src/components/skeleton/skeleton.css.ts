import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

const pulse = keyframes({ '0%, 100%': { opacity: 0.14 }, '50%': { opacity: 0.07 } });

/**
 * Inline-block holding a no-break space: it takes exactly the height of a line of the text it stands
 * for, so the answer replaces it without moving anything. Tinted with the text colour, so it shows on
 * plain cards and on the primary fee card alike.
 */
export const skeleton = style({
  display: 'inline-block',
  maxWidth: '100%',
  borderRadius: vars.radius.sm,
  background: 'currentColor',
  opacity: 0.14,
  animation: `${pulse} 1.5s ease-in-out infinite`,
});
