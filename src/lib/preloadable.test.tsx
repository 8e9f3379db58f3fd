import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

/** A component whose code arrives when the test says so, as a chunk on its way would. */
function onItsWay() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Greeting = preloadable(() => arrived.then(() => ({ name }: { name: string }) => <p>Сайн уу, {name}</p>));
  return { Greeting, arrive };
}

describe('a component that can be loaded ahead', () => {
  it('says it is loaded only once its preload has settled', async () => {
    const { Greeting, arrive } = onItsWay();
    expect(Greeting.isLoaded()).toBe(false);
    const preloaded = Greeting.preload();
    expect(Greeting.isLoaded()).toBe(false);
    arrive();
    await preloaded;
    expect(Greeting.isLoaded()).toBe(true);
  });

  it('renders at once once loaded, without its fallback', async () => {
    const { Greeting, arrive } = onItsWay();
    arrive();
    await Greeting.preload();
    await act(async () => {
      render(
        <Suspense fallback={<p>Ачаалж байна</p>}>
          <Greeting name="Болд" />
        </Suspense>,
      );
    });
    expect(screen.getByText('Сайн уу, Болд')).toBeInTheDocument();
    expect(screen.queryByText('Ачаалж байна')).toBeNull();
  });

  it('is asked again after a failed load', async () => {
    let attempts = 0;
    const Flaky = preloadable(() => (++attempts === 1 ? Promise.reject(new Error('chunk missed')) : Promise.resolve(() => <p>Ирлээ</p>)));
    await expect(Flaky.preload()).rejects.toThrow('chunk missed');
    expect(Flaky.isLoaded()).toBe(false);
    await Flaky.preload();
    expect(Flaky.isLoaded()).toBe(true);
    expect(attempts).toBe(2);
  });
});
