import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, beforeEach } from 'vitest';
import { staffParcel } from '@test/pwa/fixtures';
import { serveStaffParcels } from '@test/pwa/handlers/staff-parcels';
import { mswServer } from '@test/pwa/msw-server';
import { renderWithClient } from '@test/pwa/render';
import { RegisterParcels } from './register-parcels';
import { serveWarehouses } from '@test/pwa/handlers/public-data';

const codeField = () => screen.getByLabelText('Трак код');
const phoneField = () => screen.getByLabelText('Утасны дугаар');

/** Types a parcel into the form by hand (no scanner) and presses Бүртгэх; answers what reached the server. */
async function registerByHand({ code, phone, price, status }: { code: string; phone: string; price: string; status?: string }) {
  const received = serveStaffParcels().created;
  const { user } = renderWithClient(<RegisterParcels orgId={1} />);
  await user.type(codeField(), code);
  await user.type(phoneField(), phone);
  await user.type(screen.getByLabelText('Үнэ (₮, заавал биш)'), price);
  if (status) await user.selectOptions(screen.getByLabelText('Эхний төлөв'), status);
  await user.click(screen.getByRole('button', { name: 'Бүртгэх' }));
  return received;
}

// The station bar lists the warehouses to choose from.
beforeEach(() => serveWarehouses([]));
describe('registering parcels with a scanner', () => {
  it('starts in the code field; Enter with no phone moves to the phone, Enter there saves, then the code field is ready again', async () => {
    const received = serveStaffParcels().created;
    const { user } = renderWithClient(<RegisterParcels orgId={1} />);
    expect(codeField()).toHaveFocus();

    await user.keyboard('yt7512340000001{Enter}');
    expect(phoneField()).toHaveFocus();
    expect(received).toHaveLength(0);

    await user.keyboard('99112233{Enter}');
    await waitFor(() => expect(received).toEqual([{ trackCode: 'YT7512340000001', phone: '99112233', status: 'REGISTERED' }]));
    await waitFor(() => expect(codeField()).toHaveFocus());
    expect(codeField()).toHaveValue('');
    expect(phoneField()).toHaveValue('');
    expect(within(screen.getByRole('list', { name: 'Энэ удаа бүртгэсэн' })).getByText('YT7512340000001')).toBeInTheDocument();
    expect(await screen.findByText('YT7512340000001 бүртгэгдлээ', { selector: '[role="status"] *' })).toBeInTheDocument();
  });

  it('keeps a sticky phone, so each further scan saves at once with the same phone', async () => {
    const received = serveStaffParcels().created;
    const { user } = renderWithClient(<RegisterParcels orgId={1} />);
    await user.click(screen.getByLabelText(/Дараагийн ачаанд утсыг хадгалах/));
    await user.type(phoneField(), '88001122');
    await user.click(codeField());

    await user.keyboard('SF1000000000001{Enter}');
    await waitFor(() => expect(received).toHaveLength(1));
    await waitFor(() => expect(codeField()).toHaveFocus());
    await user.keyboard('SF1000000000002{Enter}');
    await waitFor(() => expect(received).toHaveLength(2));

    expect(received.map((body) => [body.trackCode, body.phone])).toEqual([
      ['SF1000000000001', '88001122'],
      ['SF1000000000002', '88001122'],
    ]);
    expect(phoneField()).toHaveValue('88001122');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    // One status line for the latest scan, no pile of toasts over the tabs.
    expect(await screen.findByText('SF1000000000002 бүртгэгдлээ')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText(/бүртгэгдлээ$/)).toHaveLength(1);
  });

  it('explains a duplicate beside the code and selects it for rescanning, without a toast', async () => {
    serveStaffParcels([staffParcel('YT7512340000009', 'REGISTERED')]);
    const { user } = renderWithClient(<RegisterParcels orgId={1} />);
    await user.type(phoneField(), '99112233');
    await user.click(codeField());
    await user.keyboard('YT7512340000009{Enter}');

    expect(await screen.findByText(/Энэ трак код бүртгэлтэй байна\. Өөр кодыг уншуулна уу/)).toBeInTheDocument();
    const field = codeField() as HTMLInputElement;
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'YT7512340000009'.length]);
    expect(screen.queryByText('Энэ трак кодтой ачаа бүртгэлтэй байна')).not.toBeInTheDocument();

    // The next scan replaces the selected duplicate.
    await user.keyboard('YT7512340000010{Enter}');
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it('sends nothing while the input is invalid and says what is wrong in Mongolian', async () => {
    const received = await registerByHand({ code: 'YT-1 2', phone: '9911', price: '12.5' });

    expect(await screen.findByText('Трак код зөвхөн үсэг, тоо, зураасаас бүрдэнэ')).toBeInTheDocument();
    expect(screen.getByText('Утасны дугаар 8 оронтой тоо байна')).toBeInTheDocument();
    expect(screen.getByText('Үнэ бүхэл тоо байна')).toBeInTheDocument();
    expect(codeField()).toHaveFocus();
    expect(received).toHaveLength(0);
  });

  it('sends the price and the chosen initial status', async () => {
    const received = await registerByHand({ code: 'JT0001', phone: '95123456', price: '12300', status: 'RECEIVED' });
    await waitFor(() => expect(received).toEqual([{ trackCode: 'JT0001', phone: '95123456', price: 12300, status: 'RECEIVED' }]));
    expect(await screen.findByText(/12,300 ₮/)).toBeInTheDocument();
  });

  it('toasts a refusal for a user who is not staff, keeps the scan in its row and sends it again from there', async () => {
    let allowed = false;
    const received = serveStaffParcels().created;
    mswServer.use(
      http.post('*/api/staff/parcels', () =>
        allowed ? undefined : HttpResponse.json({ code: 403, message: 'Танд энэ үйлдлийг хийх эрх байхгүй' }, { status: 403 }),
      ),
    );
    const { user } = renderWithClient(<RegisterParcels orgId={1} />);
    await user.type(phoneField(), '99112233');
    await user.type(codeField(), 'YT1{Enter}');
    const row = await rowOf('YT1');
    await waitFor(() => expect(row).toHaveTextContent('Танд энэ үйлдлийг хийх эрх байхгүй'));
    expect(await screen.findAllByText('Танд энэ үйлдлийг хийх эрх байхгүй')).toHaveLength(2);

    allowed = true;
    await user.click(within(row).getByRole('button', { name: 'Дахин илгээх: YT1' }));
    await waitFor(() => expect(received).toEqual([{ trackCode: 'YT1', phone: '99112233', status: 'REGISTERED' }]));
    await waitFor(() => expect(session().querySelectorAll('[data-state="done"]')).toHaveLength(1));
    expect(session().querySelectorAll('li')).toHaveLength(1);
  });
});

/**
 * A scanner types a whole code and Enter in a few milliseconds, long before the server answers. The
 * server here holds every answer until the test lets it go, so all scans arrive while saves are in flight.
 */
describe('scanning faster than the server answers', () => {
  it('takes each code at its Enter, empties the field at once, and saves every code once, in order, each in its own row', async () => {
    const server = serveStaffParcels();
    const held = holdAnswers();
    const { user } = renderWithClient(<RegisterParcels orgId={1} />);
    await user.click(screen.getByLabelText(/Дараагийн ачаанд утсыг хадгалах/));
    await user.type(phoneField(), '88001122');
    await user.click(codeField());

    const codes = Array.from({ length: 6 }, (_, index) => `DA75000000000${index}`);
    for (const code of codes) {
      await user.keyboard(`${code}{Enter}`);
      expect(codeField()).toHaveValue('');
    }
    // Nothing has been answered yet, and every scan already has its row.
    expect(session().querySelectorAll('li')).toHaveLength(6);
    expect(session().querySelectorAll('[data-state="done"]')).toHaveLength(0);

    await held.releaseAll(6);
    await waitFor(() => expect(session().querySelectorAll('[data-state="done"]')).toHaveLength(6));
    expect(server.created.map((body) => body.trackCode)).toEqual(codes);
    expect(
      within(session())
        .getAllByText(/^DA75/)
        .map((cell) => cell.textContent),
    ).toEqual([...codes].reverse());
    expect(screen.getByText('6 ачаа')).toBeInTheDocument();
    expect(codeField()).toHaveValue('');
  });

  it('shows a duplicate met mid-stream in its row and leaves the field to the scanner', async () => {
    serveStaffParcels([staffParcel('DA7500000000001', 'REGISTERED')]);
    const held = holdAnswers();
    const { user } = renderWithClient(<RegisterParcels orgId={1} />);
    await user.click(screen.getByLabelText(/Дараагийн ачаанд утсыг хадгалах/));
    await user.type(phoneField(), '88001122');
    await user.click(codeField());
    await user.keyboard('DA7500000000001{Enter}DA7500000000002{Enter}DA750000');

    await held.releaseAll(2);
    const duplicate = await rowOf('DA7500000000001');
    await waitFor(() => expect(duplicate).toHaveTextContent('Энэ трак код бүртгэлтэй байна. Өөр кодыг уншуулна уу.'));
    expect(codeField()).toHaveValue('DA750000');
    expect(codeField()).not.toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveFocus();
  });
});

const session = () => screen.getByRole('list', { name: 'Энэ удаа бүртгэсэн' });
const rowOf = async (code: string) => (await within(session()).findByText(code)).closest('li') as HTMLElement;

/** Holds every POST /api/staff/parcels until released, then lets it through to the handler below. */
function holdAnswers() {
  const waiting: Array<() => void> = [];
  mswServer.use(
    http.post('*/api/staff/parcels', async () => {
      await new Promise<void>((resolve) => waiting.push(resolve));
      return undefined;
    }),
  );
  return {
    /** Lets the saves through one by one as they arrive (the queue sends the next only after an answer). */
    async releaseAll(count: number) {
      for (let released = 0; released < count; released += 1) {
        await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
        waiting.shift()!();
      }
    },
  };
}
