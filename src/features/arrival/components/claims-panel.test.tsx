import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { StaffClaim } from '@/data/claims/staff-arrival';
import { mswServer } from '@test/pwa/msw-server';
import { renderWithClient } from '@test/pwa/render';
import { ClaimsPanel } from './claims-panel';

const claim: StaffClaim = {
  id: 41,
  trackCode: 'YT7512345678901',
  state: 'OPEN',
  reason: null,
  createdAt: '2026-11-27T03:00:00.000Z',
  phone: '99112233',
  name: 'Бат Болд',
  description: 'Гутал',
  arrivedAt: '2026-11-20T03:00:00.000Z',
  rivals: 1,
};

describe('ClaimsPanel', () => {
  it('gives a parcel away only once staff confirm the phone it goes to', async () => {
    const approved: string[] = [];
    mswServer.use(
      http.get('*/api/staff/claims', () => HttpResponse.json({ list: [claim] })),
      http.post('*/api/staff/claims/:id/approve', ({ params }) => {
        approved.push(String(params.id));
        return HttpResponse.json({ trackCode: claim.trackCode, phone: claim.phone });
      }),
    );
    const { user } = renderWithClient(<ClaimsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Зөвшөөрөх' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ачааг олгох уу?' });
    expect(dialog).toHaveTextContent('YT7512345678901 ачааг Бат Болд (99112233) дугаарт олгоно. Бусад хүсэлт татгалзагдана.');
    await user.click(within(dialog).getByRole('button', { name: 'Болих' }));
    expect(approved).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Зөвшөөрөх' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Ачааг олгох уу?' })).getByRole('button', { name: 'Зөвшөөрөх' }));
    await waitFor(() => expect(approved).toEqual(['41']));
  });
});
