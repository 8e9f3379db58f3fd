import { lazy, Suspense, type ComponentProps } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { loadToastModule } from '@/lib/toast';
import { tokens } from '@/styles/tokens';

const Toaster = lazy(() => loadToastModule().then((module) => ({ default: module.Toaster })));

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
} as const satisfies ComponentProps<typeof Toaster>;

/** After hydration only: the lazy Toaster cannot be part of a server-rendered page. Toasts raised before it wait for it. */
export function AppToaster() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...TOASTER_OPTIONS} />
    </Suspense>
  );
}
