import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mswServer } from '@test/pwa/msw-server';
import { getOrganization, setOrganization } from '@/lib/initial-state';
import { ensureOrganization } from './ensure-organization';

afterEach(() => setOrganization(null));

describe('the organisation without the page block', () => {
  it('falls back to GET /api/organization once, and remembers the answer', async () => {
    let calls = 0;
    mswServer.use(
      http.get('*/api/organization', () => {
        calls += 1;
        return HttpResponse.json({ id: 5, name: 'Говь Карго' });
      }),
    );
    const [first, second] = await Promise.all([ensureOrganization(), ensureOrganization()]);
    expect(first).toEqual({ id: 5, name: 'Говь Карго' });
    expect(second).toEqual(first);
    expect(getOrganization()).toEqual(first);
    await ensureOrganization();
    expect(calls).toBe(1);
  });

  it('does not ask the network when the organisation is known', async () => {
    setOrganization({ id: 1, name: 'Ачаа Карго' });
    await expect(ensureOrganization()).resolves.toEqual({ id: 1, name: 'Ачаа Карго' });
  });
});
