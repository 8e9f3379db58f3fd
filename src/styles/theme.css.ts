import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens';

/** The one theme contract; components read `vars`, never raw colours. */
export const vars = createThemeContract({
  color: Object.fromEntries(Object.keys(tokens.color).map((key) => [key, null])) as Record<keyof typeof tokens.color, null>,
  space: Object.fromEntries(Object.keys(tokens.space).map((key) => [key, null])) as Record<keyof typeof tokens.space, null>,
  radius: Object.fromEntries(Object.keys(tokens.radius).map((key) => [key, null])) as Record<keyof typeof tokens.radius, null>,
  font: Object.fromEntries(Object.keys(tokens.font).map((key) => [key, null])) as Record<keyof typeof tokens.font, null>,
  fontSize: Object.fromEntries(Object.keys(tokens.fontSize).map((key) => [key, null])) as Record<keyof typeof tokens.fontSize, null>,
  shadow: Object.fromEntries(Object.keys(tokens.shadow).map((key) => [key, null])) as Record<keyof typeof tokens.shadow, null>,
  size: Object.fromEntries(Object.keys(tokens.size).map((key) => [key, null])) as Record<keyof typeof tokens.size, null>,
});

createGlobalTheme(':root', vars, tokens);
