import type { ComponentProps } from 'react';
import { loadToastModule } from '@/lib/toast';
import { tokens } from '@/styles/tokens';

/**
 * The product's toast rules: top-centre, 8 px apart, errors and plain toasts 4 s, successes 2 s,
 * loading until dismissed, at most 350 px wide. react-hot-toast holds at most 20 (its toastLimit).
 */
export const TOASTER_OPTIONS = {
  position: 'top-center',
  gutter: 8,
  toastOptions: {
    duration: 4000,
    error: { duration: 4000 },
    success: { duration: 2000 },
    loading: { duration: Infinity },
    style: {
      maxWidth: 350,
      borderRadius: tokens.radius.md,
      color: tokens.color.text,
      fontSize: tokens.fontSize.sm,
      boxShadow: tokens.shadow.raised,
    },
  },
} as const satisfies ComponentProps<Awaited<ReturnType<typeof loadToastModule>>['Toaster']>;

/** react-hot-toast's Toaster with those options, as a component for React.lazy (src/app/toaster.tsx). */
export function loadToaster() {
  return loadToastModule().then(({ Toaster }) => ({ default: () => <Toaster {...TOASTER_OPTIONS} /> }));
}
