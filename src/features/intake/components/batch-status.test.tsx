import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffParcel } from '@test/pwa/fixtures';
import { serveStaffParcels } from '@test/pwa/handlers/staff-parcels';
import { renderWithClient } from '@test/pwa/render';
import { BatchStatus } from './batch-status';

const scanRow = async (code: string) => {
  const list = await screen.findByRole('list', { name: 'Уншуулсан кодууд' });
  return within(list).getByText(code).closest('li')!;
};

describe('loading a truck', () => {
  it('offers the undo of the move the server says it made, and none for a parcel that was already there', async () => {
    // YT201 went onto a truck earlier: its history ends with a move to SENT, but this scan moves nothing.
    const loadedEarlier = staffParcel('YT201', 'SENT');
    loadedEarlier.history = [{ status: 'RECEIVED', at: '2026-11-20T08:00:00.000Z' }, ...loadedEarlier.history];
    const { patches, undos } = serveStaffParcels([staffParcel('YT200', 'RECEIVED'), loadedEarlier]);
    const { user } = renderWithClient(<BatchStatus />);
    await user.keyboard('YT200{Enter}');
    await user.keyboard('YT201{Enter}');

    const moved = await scanRow('YT200');
    const undo = await within(moved).findByRole('button', { name: 'Буцаах: YT200' });
    const stayed = await scanRow('YT201');
    await within(stayed).findByText('Эрээн – УБ замд');
    expect(within(stayed).queryByRole('button')).toBeNull();
    expect(patches.map((patch) => patch.body)).toEqual([{ status: 'SENT' }, { status: 'SENT' }]);

    await user.click(undo);
    await within(moved).findByText('буцаасан');
    expect(undos).toEqual([{ code: 'YT200', body: { from: 'RECEIVED', to: 'SENT' } }]);
  });
});
