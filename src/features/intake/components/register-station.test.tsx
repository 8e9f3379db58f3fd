import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reasonMessages } from '@contract/reason-messages';
import { serveWarehouses } from '@test/pwa/handlers/public-data';
import { serveStaffParcels } from '@test/pwa/handlers/staff-parcels';
import { mswServer } from '@test/pwa/msw-server';
import { renderWithClient } from '@test/pwa/render';
import { setStoredUser } from '@/data/session/stored-user';
import { changeStationSettings } from '../lib/station-settings';
import { RegisterParcels } from './register-parcels';

const codeField = () => screen.getByLabelText('Трак код');
const phoneField = () => screen.getByLabelText('Утасны дугаар');
const field = (label: string) => screen.getByLabelText(label);

/** A key as a scanner presses it on a Mongolian Cyrillic layout: the Cyrillic character, the Latin key's position. */
const pressByPosition = (input: HTMLElement, presses: Array<[key: string, code: string]>) =>
  presses.forEach(([key, code]) => fireEvent.keyDown(input, { key, code }));

const setOnline = (online: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, value: online });

beforeEach(() => {
  serveWarehouses([]);
  setStoredUser({ id: 7, username: '88000001', firstName: 'Дэмо', lastName: 'Ажилтан', phone: '88000001', role: 'staff' } as never);
});
afterEach(() => setOnline(true));

describe('the intake station', () => {
  it('reads a Mongolian-layout scanner by key position: Cyrillic keys type YT-1234', async () => {
    const received = serveStaffParcels().created;
    renderWithClient(<RegisterParcels orgId={1} />);
    fireEvent.change(phoneField(), { target: { value: '99112233' } });
    pressByPosition(codeField(), [
      ['н', 'KeyY'],
      ['е', 'KeyT'],
      ['е', 'Minus'],
      ['№', 'Digit1'],
      ['-', 'Digit2'],
      ['"', 'Digit3'],
      ['₮', 'Digit4'],
    ]);
    expect(codeField()).toHaveValue('YT-1234');
    fireEvent.keyDown(codeField(), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(received.map((body) => body.trackCode)).toEqual(['YT-1234']));
  });

  it('takes one pass: code, weight, size, shelf, Enter each; saves with the measures and keeps status and shelf for the next run', async () => {
    changeStationSettings(() => ({ onePass: true }));
    const received = serveStaffParcels().created;
    const { user, unmount } = renderWithClient(<RegisterParcels orgId={1} />);
    await user.selectOptions(field('Эхний төлөв'), 'RECEIVED');
    await user.type(phoneField(), '99112233');
    await user.click(screen.getByLabelText(/Дараагийн ачаанд утсыг хадгалах/));
    await user.click(codeField());
    await user.keyboard('YT100{Enter}');
    expect(field('Жин (кг)')).toHaveFocus();
    await user.keyboard('2,5{Enter}30{Enter}20{Enter}10{Enter}');
    expect(field('Тавиур (заавал биш, ж: B-12)')).toHaveFocus();
    await user.keyboard('b-7{Enter}');
    await waitFor(() =>
      expect(received).toEqual([
        { trackCode: 'YT100', phone: '99112233', status: 'RECEIVED', weightKg: 2.5, widthCm: 30, heightCm: 20, lengthCm: 10, shelf: 'B-7' },
      ]),
    );
    expect(codeField()).toHaveFocus();
    expect(field('Жин (кг)')).toHaveValue('');

    // The same code again in this run: told at once, not sent.
    await user.keyboard('YT100{Enter}');
    expect(await screen.findByText('Давхар уншуулсан')).toBeInTheDocument();
    expect(received).toHaveLength(1);

    // A reload keeps this worker's start status and shelf.
    unmount();
    renderWithClient(<RegisterParcels orgId={1} />);
    expect(field('Эхний төлөв')).toHaveValue('RECEIVED');
    expect(field('Тавиур (заавал биш, ж: B-12)')).toHaveValue('b-7');
  });

  it('says when and by whom a code already in was received, and where it is now', async () => {
    mswServer.use(
      http.post('*/api/staff/parcels', () =>
        HttpResponse.json(
          {
            code: 409,
            message: reasonMessages.TRACK_CODE_TAKEN,
            reason: 'TRACK_CODE_TAKEN',
            existing: { status: 'SENT', at: '2026-11-20T03:04:00.000Z', by: 'Болд Бат' },
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderWithClient(<RegisterParcels orgId={1} />);
    await user.type(phoneField(), '99112233');
    await user.click(codeField());
    await user.keyboard('YT200{Enter}');
    expect(await screen.findByText(/Аль хэдийн хүлээн авсан \(2026\/11\/20 .*, Болд Бат\)\. Одоо: Эрээн – УБ замд/)).toBeInTheDocument();
  });

  it('keeps a scan made offline on the device, shows it as not sent, and sends it with its Idempotency-Key once online', async () => {
    const keys: Array<string | null> = [];
    serveStaffParcels();
    mswServer.use(
      http.post('*/api/staff/parcels', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return undefined;
      }),
    );
    setOnline(false);
    const { user } = renderWithClient(<RegisterParcels orgId={1} />);
    await user.type(phoneField(), '99112233');
    await user.click(screen.getByLabelText(/Дараагийн ачаанд утсыг хадгалах/));
    await user.click(codeField());
    await user.keyboard('YT301{Enter}YT302{Enter}');
    expect(await screen.findByText('2 хадгалагдаагүй')).toBeInTheDocument();
    expect(keys).toEqual([]);

    setOnline(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByTestId('unsent')).not.toBeInTheDocument());
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    const list = screen.getByRole('list', { name: 'Энэ удаа бүртгэсэн' });
    expect(
      within(list)
        .getAllByText(/^YT30[12]$/)
        .map((code) => code.textContent),
    ).toEqual(['YT302', 'YT301']);
  });

  it('fills the weight from a Web Serial scale once it is stable', async () => {
    let push: (text: string) => void = () => undefined;
    const readable = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(new TextEncoder().encode(text));
      },
    });
    const port = { open: async () => undefined, close: async () => undefined, readable, writable: null };
    Object.defineProperty(navigator, 'serial', {
      configurable: true,
      value: { requestPort: async () => port, getPorts: async () => [port] },
    });
    try {
      const { user } = renderWithClient(<RegisterParcels orgId={1} />);
      await user.click(screen.getByRole('button', { name: 'Жинлүүр холбох' }));
      expect(await screen.findByText('Жинлүүр холбогдсон')).toBeInTheDocument();
      await act(async () => push('US,GS,+  1.200kg\r\nST,GS,'));
      expect(field('Жин (кг)')).toHaveValue('');
      await act(async () => push('+  2.345kg\r\n'));
      await waitFor(() => expect(field('Жин (кг)')).toHaveValue('2.35'));
    } finally {
      Reflect.deleteProperty(navigator, 'serial');
    }
  });
});
