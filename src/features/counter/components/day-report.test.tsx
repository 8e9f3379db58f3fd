import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MyWork, DayReport as Report } from '@contract';
import { warehouse } from '@test/pwa/fixtures';
import { serveWarehouses } from '@test/pwa/handlers/public-data';
import { mswServer } from '@test/pwa/msw-server';
import { renderWithClient } from '@test/pwa/render';
import { formatTugrik } from '@/lib/format';
import { DayReport } from './day-report';

/** The day report as the server answers it: one handover of 5,000 ₮ when asked for warehouse 2, two (12,000 ₮) otherwise. */
function serveReports() {
  const asked: Array<string | null> = [];
  mswServer.use(
    http.get('*/api/staff/reports/day', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query.get('warehouseId'));
      const one = query.get('warehouseId') === '2';
      const report: Report = {
        date: query.get('date')!,
        handovers: one ? 1 : 2,
        parcels: one ? 1 : 2,
        total: one ? 5000 : 12000,
        byMethod: [],
        waiting: { count: 0, totalFee: 0, parcels: [] },
        list: [],
      };
      return HttpResponse.json(report);
    }),
  );
  return asked;
}

/** The signed-in staff member's own work, as the server answers it. */
function serveMyWork(work: Omit<MyWork, 'date'>) {
  mswServer.use(
    http.get('*/api/staff/my-work', ({ request }) => HttpResponse.json({ ...work, date: new URL(request.url).searchParams.get('date') })),
  );
}

const NO_WORK = { moves: [], handovers: 0, parcels: 0, collected: { CASH: 0, CARD: 0, TRANSFER: 0, ONLINE: 0 } };

describe('the day report by warehouse', () => {
  it('asks for all warehouses first, then for the one chosen', async () => {
    serveWarehouses([warehouse(2, 'Эрээн', 'ACTIVE')]);
    serveMyWork(NO_WORK);
    const asked = serveReports();
    const { user } = renderWithClient(<DayReport orgId={1} />);
    expect(await screen.findByText(formatTugrik(12000))).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Агуулах'), await screen.findByRole('option', { name: 'Эрээн' }));
    expect(await screen.findByText(formatTugrik(5000))).toBeInTheDocument();
    expect(asked).toEqual([null, '2']);
    expect(screen.getByRole('option', { name: 'Бүх агуулах' })).toBeInTheDocument();
  });
});

describe('my work of the day', () => {
  it('shows the staff member’s own moves, handovers and money, or says there is none', async () => {
    serveWarehouses([]);
    serveReports();
    serveMyWork({
      moves: [{ status: 'RECEIVED', parcels: 3 }],
      handovers: 2,
      parcels: 4,
      collected: { CASH: 15000, CARD: 0, TRANSFER: 0, ONLINE: 0 },
    });
    renderWithClient(<DayReport orgId={1} />);
    const card = (await screen.findByRole('heading', { name: 'Миний ажил' })).closest('section') ?? document.body;
    expect(await within(card as HTMLElement).findByText('Эрээний агуулахад ирсэн')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText('2 · 4 ачаа')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText(formatTugrik(15000))).toBeInTheDocument();
  });

  it('says so when there is nothing', async () => {
    serveWarehouses([]);
    serveReports();
    serveMyWork(NO_WORK);
    renderWithClient(<DayReport orgId={1} />);
    expect(await screen.findByText('Энэ өдөр таны хийсэн ажил алга')).toBeInTheDocument();
  });
});
