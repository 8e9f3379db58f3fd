import { lazy, type ComponentType } from 'react';

/**
 * React.lazy that can be loaded ahead: once `preload` has settled, a render takes the component
 * at once instead of suspending on it (React reads a thenable that settles synchronously as
 * already loaded). The server renders a search's results this way (src/entry-server.tsx), and the
 * browser's hydration of them needs no second pass once loaded.
 */
export function preloadable<Props>(load: () => Promise<ComponentType<Props>>) {
  let loaded: { default: ComponentType<Props> } | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  // Asked once: the server preloads before every search's render, and each import() there goes
  // through the module loader again (a round trip to tsx's loader thread: most of a render's cost).
  // A failed load (a chunk missed offline) is asked again next time.
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = { default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Component = lazy(() => (loaded ? ({ then: (settle: (module: typeof loaded) => void) => settle(loaded) } as never) : preload()));
  return Object.assign(Component, { preload });
}
