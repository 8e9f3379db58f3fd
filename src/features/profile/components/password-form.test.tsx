import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { servePasswordChange } from '@test/pwa/handlers/session';
import { renderWithClient, retype, type TestUser } from '@test/pwa/render';
import { PasswordForm } from './password-form';

const WRONG_CURRENT = 'Одоогийн нууц үг буруу байна';

async function fill(user: TestUser, current: string, next: string, repeat: string) {
  for (const [label, value] of [
    ['Одоогийн нууц үг', current],
    ['Шинэ нууц үг', next],
    ['Шинэ нууц үг давтах', repeat],
  ] as const) {
    await retype(user, screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Нууц үг солих' }));
}

describe('password form', () => {
  it('requires every field and sends nothing', async () => {
    const bodies = servePasswordChange('old-pass1');
    const { user } = renderWithClient(<PasswordForm />);
    await fill(user, '', '', '');
    expect(screen.getByText('Одоогийн нууц үг оруулна уу')).toBeInTheDocument();
    expect(screen.getByText('Шинэ нууц үг оруулна уу')).toBeInTheDocument();
    expect(screen.getByText('Шинэ нууц үгээ давтан оруулна уу')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('checks length, the repeat and that the new one differs', async () => {
    const bodies = servePasswordChange('old-pass1');
    const { user } = renderWithClient(<PasswordForm />);
    await fill(user, 'old-pass1', 'short', 'short');
    expect(screen.getByText('Нууц үг дор хаяж 8 тэмдэгт байна')).toBeInTheDocument();
    await fill(user, 'old-pass1', 'new-pass1', 'new-pass2');
    expect(screen.getByText('Нууц үг таарахгүй байна')).toBeInTheDocument();
    await fill(user, 'old-pass1', 'old-pass1', 'old-pass1');
    expect(screen.getByText('Шинэ нууц үг одоогийн нууц үгээс өөр байх ёстой')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it("puts the server's message under the current password when it is wrong, without a toast", async () => {
    servePasswordChange('old-pass1');
    const { user } = renderWithClient(<PasswordForm />);
    await fill(user, 'not-it-at-all', 'new-pass1', 'new-pass1');
    const message = await screen.findByText(WRONG_CURRENT);
    expect(message).toHaveAttribute('role', 'alert');
    expect(screen.getAllByText(WRONG_CURRENT)).toHaveLength(1);
    expect(screen.getByLabelText('Одоогийн нууц үг')).toHaveAttribute('aria-invalid', 'true');
  });

  it('changes the password, toasts and empties the form', async () => {
    const bodies = servePasswordChange('old-pass1');
    const { user } = renderWithClient(<PasswordForm />);
    await fill(user, 'old-pass1', 'new-pass1', 'new-pass1');
    expect(await screen.findByText('Нууц үг амжилттай солигдлоо')).toBeInTheDocument();
    expect(bodies).toEqual([{ currentPassword: 'old-pass1', newPassword: 'new-pass1' }]);
    await waitFor(() => expect(screen.getByLabelText('Шинэ нууц үг')).toHaveValue(''));
  });
});
