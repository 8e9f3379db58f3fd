import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ParcelCheckResponse } from '@contract';
import { Button } from '@/components/button/button';
import { ModalActions } from '@/components/modal/modal-actions';
import { closeLoginDialog, openLoginDialog } from '@/data/session/login-dialog';
import { AccountOverlays } from '@/features/auth/components/account-overlays';
import { customer } from './fixtures';
import { serveParcelChecks } from './handlers/parcel-checks';
import { serveSessionStart } from './handlers/session';
import { mswServer } from './msw-server';
import { renderApp, renderWithClient } from './render';
import { setViewportWidth } from './viewport';

const answer: ParcelCheckResponse = {
  total: 1,
  list: [{ trackCode: 'SF1456789012345', price: 12300, status: 'RECEIVED', updatedAt: '2026-11-18T05:00:00.000Z' }],
};

afterEach(() => closeLoginDialog());

/** Asserts the button is in its pending state: spinner, the words, busy and refusing clicks. */
function expectPending(button: HTMLElement, words: string) {
  expect(button).toHaveAccessibleName(words);
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
}

describe('a button whose request is on the way', () => {
  it('shows a spinner and its words, and a click does nothing', async () => {
    const onClick = vi.fn();
    const { user } = renderWithClient(
      <Button pending pendingLabel="Хадгалж байна…" onClick={onClick}>
        Хадгалах
      </Button>,
    );
    const button = screen.getByRole('button');
    expectPending(button, 'Хадгалж байна…');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('in a modal form: "Хадгалж байна…", and neither a click nor Enter in a field sends again', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = renderWithClient(
      <form onSubmit={onSubmit}>
        <input aria-label="Нэр" />
        <ModalActions onCancel={() => undefined} label="Хадгалах" pending />
      </form>,
    );
    const save = screen.getByRole('button', { name: 'Хадгалж байна…' });
    expectPending(save, 'Хадгалж байна…');
    await user.click(save);
    await user.type(screen.getByLabelText('Нэр'), 'Болд{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('sending once, with a spinner', () => {
  for (const width of [375, 1280]) {
    it(`the parcel search says "Хайж байна…" and sends one request however often it is pressed (${width} px)`, async () => {
      setViewportWidth(width);
      const bodies = serveSlowParcelChecks();
      const { user } = await renderApp('/');
      const field = screen.getByLabelText('Утасны дугаар');
      await user.type(field, '99112233');
      await user.click(screen.getByRole('button', { name: 'Хайх' }));
      const pending = await screen.findByRole('button', { name: 'Хайж байна…' });
      expectPending(pending, 'Хайж байна…');
      await user.click(pending);
      fireEvent.submit(field.closest('form') as HTMLFormElement);
      await user.type(field, '{Enter}');
      await screen.findByRole('dialog', { name: 'Хайлтын үр дүн' });
      expect(bodies).toHaveLength(1);
      expect(screen.getByRole('button', { name: 'Хайх' })).not.toHaveAttribute('aria-busy');
    });
  }

  for (const [path, opener, pendingWords] of [
    ['login', 'Нэвтрэх', 'Нууц үгийг шалгаж байна…'],
    ['register', 'Бүртгүүлэх', 'Бүртгэж байна…'],
  ] as const) {
    it(`${path}: "${pendingWords}" while on the way, and a second press sends nothing`, async () => {
      // The server answers only when the test lets it: the pending state cannot slip by on a slow machine.
      let answer = () => {};
      const answered = new Promise<void>((resolve) => (answer = resolve));
      const sent = serveSessionStart(path, async () => {
        await answered;
        return customer;
      });
      openLoginDialog();
      const { user } = renderWithClient(<AccountOverlays />);
      let dialog = await screen.findByRole('dialog', { name: 'Нэвтрэх' });
      if (path === 'register') {
        await user.click(within(dialog).getByRole('button', { name: 'Бүртгүүлэх' }));
        dialog = await screen.findByRole('dialog', { name: 'Бүртгүүлэх' });
        await user.type(within(dialog).getByLabelText('Овог'), 'Батын');
        await user.type(within(dialog).getByLabelText('Нэр'), 'Болд');
        await user.type(within(dialog).getByLabelText('Нууц үг давтах'), 'secret-pass');
      }
      await user.type(within(dialog).getByLabelText('Утасны дугаар'), '99001122');
      await user.type(within(dialog).getByLabelText('Нууц үг', { exact: true }), 'secret-pass');
      await user.click(within(dialog).getByRole('button', { name: opener }));
      const pending = await within(dialog).findByRole('button', { name: pendingWords });
      expectPending(pending, pendingWords);
      await user.click(pending);
      answer();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(sent).toHaveLength(1);
    });
  }
});

/** POST /api/package/check answering after 400 ms; answers the bodies that reached the server. */
function serveSlowParcelChecks(): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  mswServer.use(
    http.post('*/api/package/check', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      await delay(400);
      return HttpResponse.json(answer);
    }),
  );
  return bodies;
}

describe('public look-ups and failures', () => {
  const lookUp = async (reply: () => Response) => {
    const bodies = serveParcelChecks(reply);
    const { user } = await renderApp('/', { withRetries: true });
    await user.type(screen.getByLabelText('Утасны дугаар'), '99112233');
    await user.click(screen.getByRole('button', { name: 'Хайх' }));
    return bodies;
  };

  it('a 429 is never retried and says how long to wait, from Retry-After', async () => {
    const bodies = await lookUp(() =>
      HttpResponse.json(
        { code: 429, message: 'Хэт олон хүсэлт илгээлээ. Түр хүлээгээд дахин оролдоно уу' },
        { status: 429, headers: { 'retry-after': '42' } },
      ),
    );
    expect(await screen.findByText('АЛДАА: Хэт олон хүсэлт илгээлээ. 42 секундын дараа дахин оролдоно уу')).toBeInTheDocument();
    await delay(800);
    expect(bodies).toHaveLength(1);
  });

  it('a 4xx is not retried', async () => {
    const bodies = await lookUp(() => HttpResponse.json({ code: 400, message: 'Утасны дугаар 8 оронтой тоо байна' }, { status: 400 }));
    expect(await screen.findByText('АЛДАА: Утасны дугаар 8 оронтой тоо байна')).toBeInTheDocument();
    await delay(800);
    expect(bodies).toHaveLength(1);
  });

  it('a server error is retried once, quickly, then reported', async () => {
    const started = Date.now();
    const bodies = await lookUp(() => HttpResponse.json({ code: 500, message: 'Серверийн алдаа' }, { status: 500 }));
    expect(await screen.findByText('АЛДАА: Серверийн алдаа')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(4000);
    await delay(800);
    expect(bodies).toHaveLength(2);
  });
});
