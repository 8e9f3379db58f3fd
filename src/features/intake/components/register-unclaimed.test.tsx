import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, beforeEach } from 'vitest';
import { serveStaffParcels } from '@test/pwa/handlers/staff-parcels';
import { renderWithClient } from '@test/pwa/render';
import { RegisterParcels } from './register-parcels';
import { serveWarehouses } from '@test/pwa/handlers/public-data';

/* A parcel with no phone on the box is registered as unclaimed, with a description. */

// The station bar lists the warehouses to choose from.
beforeEach(() => serveWarehouses([]));
describe('registering a parcel without a phone', () => {
  it('hides the phone, takes a description and sends unclaimed: true; Enter in the code field saves at once', async () => {
    const received = serveStaffParcels().created;
    const { user } = renderWithClient(<RegisterParcels orgId={1} />);
    await user.click(screen.getByLabelText('Утасгүй (эзэнгүй ачаа)'));
    expect(screen.queryByLabelText('Утасны дугаар')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Ачааны тодорхойлолт'), 'Хар хайрцаг, 2 кг');
    await user.click(screen.getByLabelText('Трак код'));
    await user.keyboard('yt7512340000009{Enter}');
    await waitFor(() =>
      expect(received).toEqual([{ trackCode: 'YT7512340000009', status: 'REGISTERED', unclaimed: true, note: 'Хар хайрцаг, 2 кг' }]),
    );
  });
});
