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

async function renderGreeting(Greeting: ReturnType<typeof onItsWay>['Greeting']) {
  await act(async () => {
    render(
      <Suspense fallback={<p>Ачаалж байна</p>}>
        <Greeting name="Болд" />
      </Suspense>,
    );
  });
}

describe('a component that can be loaded ahead', () => {
  it('suspends on its code until the code has come', async () => {
    const { Greeting, arrive } = onItsWay();
    const preloaded = Greeting.preload();
    await renderGreeting(Greeting);
    expect(screen.getByText('Ачаалж байна')).toBeInTheDocument();
    await act(async () => {
      arrive();
      await preloaded;
    });
    expect(screen.getByText('Сайн уу, Болд')).toBeInTheDocument();
  });

  it('renders at once once loaded, without its fallback', async () => {
    const { Greeting, arrive } = onItsWay();
    arrive();
    await Greeting.preload();
    await renderGreeting(Greeting);
    expect(screen.getByText('Сайн уу, Болд')).toBeInTheDocument();
    expect(screen.queryByText('Ачаалж байна')).toBeNull();
  });

  it('is asked again after a failed load', async () => {
    let attempts = 0;
    const Flaky = preloadable(() => (++attempts === 1 ? Promise.reject(new Error('chunk missed')) : Promise.resolve(() => <p>Ирлээ</p>)));
    await expect(Flaky.preload()).rejects.toThrow('chunk missed');
    await Flaky.preload();
    expect(attempts).toBe(2);
    await act(async () => {
      render(<Flaky />);
    });
    expect(screen.getByText('Ирлээ')).toBeInTheDocument();
  });
});
