import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditList, Dashboard, StaffAccount, User } from '@contract';
import { clearStoredUser, setStoredUser } from '@/data/session/stored-user';
import { mswServer } from '@test/pwa/msw-server';
import { renderWithClient } from '@test/pwa/render';
import { tableCsv, stagesTable } from '../lib/chart-tables';
import { AuditPanel } from './audit-panel';
import { DashboardPanel } from './dashboard-panel';
import { StaffAccountsPanel } from './staff-accounts-panel';

// jsdom has no canvas: uPlot is replaced by a stand-in that records what it was asked to draw.
const drawn: Array<{ series: unknown[]; data: unknown[] }> = [];
vi.mock('../lib/load-uplot', () => ({
  loadUplot: async () =>
    class {
      static paths = { bars: () => () => null };
      constructor(options: { series: unknown[] }, data: unknown[]) {
        drawn.push({ series: options.series, data });
      }
      setSize() {}
      destroy() {}
    },
}));

const day = (date: string, registered: number, cash: number) => ({
  date,
  registered,
  received: 1,
  sent: 0,
  arrived: 2,
  handedOver: 1,
  deliveredToDoor: 0,
  collected: { CASH: cash, CARD: 0, TRANSFER: 0, QPAY: 0 },
});

const dashboard: Dashboard = {
  from: '2026-11-20',
  to: '2026-11-21',
  registered: 5,
  received: 2,
  sent: 0,
  arrived: 4,
  handedOver: 2,
  deliveredToDoor: 0,
  collected: { CASH: 12300, CARD: 0, TRANSFER: 0, QPAY: 0 },
  toCollect: 45000,
  waiting: { '0-3': 3, '4-7': 1, '8-14': 0, '15+': 2 },
  oldest: [{ trackCode: 'JT0001', phone: '99112233', days: 21, shelf: 'B-12', fee: 6000 }],
  perDay: [day('2026-11-20', 2, 5000), day('2026-11-21', 3, 7300)],
  transit: [{ week: '2026-11-16', parcels: 4, medianHours: 50, p90Hours: 70.5 }],
  onTheRoad: [],
  trips: [],
  missingParcels: [],
  generatedAt: '2026-11-21T02:00:00.000Z',
  sms: { hour: { sent: 3, budget: 300 }, day: { sent: 2000, budget: 2000 }, refusedToday: 7, spent: true },
};

const admin: User = {
  id: 1,
  email: null,
  firstName: 'Эзэн',
  lastName: 'Бат',
  prefix: null,
  state: 'ACTIVE',
  username: '88000001',
  phone: '88000001',
  role: 'admin',
  phoneVerified: true,
};

const account = (id: number, phone: string, state: StaffAccount['state'] = 'ACTIVE'): StaffAccount => ({
  id,
  phone,
  firstName: 'Болд',
  lastName: 'Дорж',
  role: id === 1 ? 'admin' : 'staff',
  state,
  warehouseId: null,
  createdAt: '2026-11-01T00:00:00.000Z',
});

beforeEach(() => {
  drawn.length = 0;
  setStoredUser(admin);
  mswServer.use(
    http.get('*/api/staff/warehouses', () =>
      HttpResponse.json({
        list: [{ id: 3, name: 'Эрээн', address: 'Эрээн хот', contactInfo: { phone: '77112233' }, state: 'ACTIVE' }],
        total: 1,
      }),
    ),
  );
});
afterEach(() => clearStoredUser());

describe('the dashboard', () => {
  it('shows the period’s figures in ₮, the waiting parcels, and each chart with its table for screen readers', async () => {
    const asked: string[] = [];
    mswServer.use(
      http.get('*/api/admin/dashboard', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(dashboard);
      }),
    );
    const { user } = renderWithClient(<DashboardPanel orgId={1} />);
    expect(await screen.findByText('12,300 ₮')).toBeInTheDocument();
    expect(screen.getByText('45,000 ₮')).toBeInTheDocument();
    expect(screen.getByText('JT0001')).toBeInTheDocument();
    expect(screen.getByText('21 хоног')).toBeInTheDocument();
    const stages = screen.getByRole('region', { name: 'Өдөр бүрийн ачаа, үе шатаар' });
    await user.click(within(stages).getByText('Хүснэгтээр харах'));
    const table = within(stages).getByRole('table');
    expect(within(table).getByRole('rowheader', { name: '2026/11/21' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toContain('Бүртгэсэн');
    // uPlot is loaded when the charts show, and draws the stacked totals (the biggest first).
    await waitFor(() => expect(drawn).toHaveLength(3));
    expect(asked[0]).toMatch(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);

    await user.click(screen.getByRole('radio', { name: '30 хоног' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Агуулах' }), 'Эрээн');
    await waitFor(() => expect(asked.at(-1)).toContain('warehouseId=3'));
  });

  it('downloads a chart’s CSV with Mongolian headings', async () => {
    mswServer.use(http.get('*/api/admin/dashboard', () => HttpResponse.json(dashboard)));
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderWithClient(<DashboardPanel orgId={1} />);
    const money = await screen.findByRole('region', { name: 'Өдөр бүрийн орлого, төлбөрийн хэлбэрээр' });
    await user.click(within(money).getByRole('button', { name: 'CSV татах' }));
    expect(click).toHaveBeenCalled();
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).replace(/^\uFEFF/, ''));
      reader.readAsText(created[0]!);
    });
    expect(text.split('\r\n').slice(0, 2)).toEqual(['Огноо,Бэлнээр,Картаар,Дансаар,QPay-ээр', '2026-11-20,5000,0,0,0']);
    click.mockRestore();
  });

  it('builds the CSV of a table with quoting (RFC 4180)', () => {
    const csv = tableCsv(stagesTable(dashboard), ['Огноо, өдөр', 'a"b', 'c', 'd', 'e', 'f', 'g']);
    expect(csv.startsWith('\uFEFF"Огноо, өдөр","a""b",c')).toBe(true);
  });
});

describe('staff accounts', () => {
  it('adds a staff member with what was typed and disables another (not oneself)', async () => {
    const sent: unknown[] = [];
    let list = [account(1, '88000001'), account(2, '88000002')];
    mswServer.use(
      http.get('*/api/admin/staff', () => HttpResponse.json({ list, total: list.length })),
      http.post('*/api/admin/staff', async ({ request }) => {
        sent.push(await request.json());
        list = [...list, account(3, '88000003')];
        return HttpResponse.json(account(3, '88000003'), { status: 201 });
      }),
      http.patch('*/api/admin/staff/:id', async ({ request, params }) => {
        sent.push({ id: params.id, ...((await request.json()) as object) });
        list = list.map((item) => (String(item.id) === params.id ? { ...item, state: 'DISABLED' } : item));
        return HttpResponse.json(list.find((item) => String(item.id) === params.id));
      }),
    );
    const { user } = renderWithClient(<StaffAccountsPanel orgId={1} />);
    await screen.findAllByRole('listitem');
    const form = screen.getByRole('region', { name: 'Ажилтан нэмэх' });
    await user.type(within(form).getByLabelText('Утас'), '88000003');
    await user.type(within(form).getByLabelText('Нууц үг'), 'short');
    await user.type(within(form).getByLabelText('Овог'), 'Дорж');
    await user.type(within(form).getByLabelText('Нэр'), 'Болд');
    await user.click(within(form).getByRole('button', { name: 'Нэмэх' }));
    // A short password is refused before anything is sent, in Mongolian.
    expect(sent).toEqual([]);
    await user.clear(within(form).getByLabelText('Нууц үг'));
    await user.type(within(form).getByLabelText('Нууц үг'), 'long-enough-pw');
    await user.click(within(form).getByRole('button', { name: 'Нэмэх' }));
    await waitFor(() =>
      expect(sent[0]).toEqual({
        phone: '88000003',
        firstName: 'Болд',
        lastName: 'Дорж',
        role: 'staff',
        password: 'long-enough-pw',
        warehouseId: null,
      }),
    );
    const rows = await screen.findAllByRole('listitem');
    // Oneself (id 1) has no "Хаах": an admin cannot disable themselves.
    expect(within(rows[0]!).queryByRole('button', { name: 'Хаах' })).toBeNull();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Хаах' }));
    // One click only asks, naming the person; nothing is sent until the admin confirms.
    const dialog = await screen.findByRole('dialog', { name: 'Бүртгэл хаах' });
    expect(dialog).toHaveTextContent('Дорж Болд (88000002)-ийн бүртгэлийг хаах уу?');
    expect(sent).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Болих' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toHaveLength(1);
    await user.click(within(rows[1]!).getByRole('button', { name: 'Хаах' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Бүртгэл хаах' })).getByRole('button', { name: 'Бүртгэл хаах' }));
    await waitFor(() => expect(sent[1]).toEqual({ id: '2', state: 'DISABLED' }));
  });

  it('names an account made without names by its phone', async () => {
    mswServer.use(
      http.get('*/api/admin/staff', () =>
        HttpResponse.json({ list: [{ ...account(4, '88000004'), firstName: '', lastName: '' }], total: 1 }),
      ),
    );
    renderWithClient(<StaffAccountsPanel orgId={1} />);
    const row = await screen.findByRole('listitem', { name: '88000004' });
    expect(row).not.toHaveTextContent('· 88000004');
    expect(within(row).getByLabelText('Эрх (88000004)')).toBeInTheDocument();
  });
});

describe('the audit search', () => {
  it('searches by object, person and period and shows each row’s change', async () => {
    const asked: URLSearchParams[] = [];
    const answer: AuditList = {
      total: 2,
      list: [
        {
          at: '2026-11-21T02:00:00.000Z',
          actor: { id: 2, name: 'Дорж Болд', phone: '88000002' },
          action: 'parcel.move',
          object: 'JT0001',
          before: { status: 'SENT', shelf: 'A-3', voided: false, method: 'CASH' },
          after: { status: 'DELIVERED', shelf: 'A-3', voided: true, method: 'TRANSFER' },
          via: 'APP',
        },
        {
          at: '2026-11-21T01:00:00.000Z',
          actor: null,
          action: 'staff.create',
          object: '88000002',
          before: null,
          after: { role: 'staff' },
          via: 'CLI',
        },
      ],
    };
    mswServer.use(
      http.get('*/api/admin/staff', () => HttpResponse.json({ list: [account(2, '88000002')], total: 1 })),
      http.get('*/api/admin/audit', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(answer);
      }),
    );
    const { user } = renderWithClient(<AuditPanel initialQuery="JT0001" />);
    expect(await screen.findByText('Төлөв өөрчилсөн')).toBeInTheDocument();
    // A sentence in the glossary's words, with only what changed: the shelf stayed, so it is not listed.
    expect(screen.getByText(/^Д\. Болд 2026\/11\/21/)).toBeInTheDocument();
    const changed = within(screen.getAllByRole('list', { name: 'Юу өөрчлөгдсөн' })[0]!).getAllByRole('listitem');
    expect(changed.map((item) => item.textContent)).toEqual([
      'төлөв: Эрээн – УБ замд → Улаанбаатарт ирсэн',
      'цуцалсан: үгүй → тийм',
      'төлбөрийн хэлбэр: Бэлнээр → Дансаар',
    ]);
    // A creation lists what it was made with.
    expect(screen.getByText('эрх: Ажилтан')).toBeInTheDocument();
    // A row of the admin command line names it, not "the system".
    expect(screen.getByText(/Тушаалын мөр \(CLI\)/)).toBeInTheDocument();
    expect(asked[0]!.get('q')).toBe('JT0001');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ажилтан' }), '2');
    await user.click(screen.getByRole('button', { name: 'Хайх' }));
    await waitFor(() => expect(asked.at(-1)!.get('actor')).toBe('2'));
  });
});
