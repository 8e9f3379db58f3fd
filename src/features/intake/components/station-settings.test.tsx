import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { warehouse } from '@test/pwa/fixtures';
import { serveWarehouses } from '@test/pwa/handlers/public-data';
import { renderWithClient } from '@test/pwa/render';
import { setStoredUser } from '@/data/session/stored-user';
import { media } from '@/styles/media';
import { saveWorkerRun } from '../lib/station-settings';
import { RegisterParcels } from './register-parcels';

const STAFF_ID = 7;

/** A screen `narrow` or not, as matchMedia answers the product's breakpoint. */
const screenIs = (narrow: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow && query === media.narrow,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

beforeEach(() => {
  serveWarehouses([warehouse(2, 'Эрээн – Төв')]);
  setStoredUser({ id: STAFF_ID, username: '88000001', firstName: 'Дэмо', lastName: 'Ажилтан', phone: '88000001', role: 'staff' } as never);
  saveWorkerRun(STAFF_ID, { warehouseId: 2 });
});
afterEach(() => vi.unstubAllGlobals());

describe("the intake station's switches", () => {
  it('fold on a phone into one line naming the warehouse, below which the code field comes first; a tap opens them', async () => {
    screenIs(true);
    const { user } = renderWithClient(<RegisterParcels orgId={1} />);
    const summary = await screen.findByText('Агуулах: Эрээн – Төв');
    const fold = summary.closest('details')!;
    expect(fold).not.toHaveAttribute('open');
    expect(within(fold).getByText('Станцын тохиргоо')).toBeInTheDocument();
    // Folded: the code field is the first field a worker meets.
    expect(fold.compareDocumentPosition(screen.getByLabelText('Трак код')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(summary);
    expect(fold).toHaveAttribute('open');
    expect(within(fold).getByLabelText('Агуулах')).toHaveValue('2');
    expect(within(fold).getByLabelText('Шошгоны хэмжээ')).toBeInTheDocument();
  });

  it('names no warehouse the select does not offer (one no longer active)', async () => {
    serveWarehouses([warehouse(2, 'Эрээн – Төв'), warehouse(3, 'Эрээн – Хуучин', 'PENDING')]);
    saveWorkerRun(STAFF_ID, { warehouseId: 3 });
    screenIs(true);
    renderWithClient(<RegisterParcels orgId={1} />);
    // The list has come: the active warehouse is offered in the (folded) select.
    expect(await screen.findByRole('option', { name: 'Эрээн – Төв', hidden: true })).toBeInTheDocument();
    expect(screen.getByText('Агуулах: Сонгоогүй')).toBeInTheDocument();
    expect(screen.queryByText(/Эрээн – Хуучин/)).not.toBeInTheDocument();
  });

  it('stand open on a wide screen, with no fold', async () => {
    screenIs(false);
    renderWithClient(<RegisterParcels orgId={1} />);
    expect(await screen.findByLabelText('Агуулах')).toBeVisible();
    expect(screen.queryByText('Станцын тохиргоо')).not.toBeInTheDocument();
    expect(document.querySelector('details')).toBeNull();
  });
});
