import { createFileRoute, redirect } from '@tanstack/react-router';
import { isNarrowScreen } from '@/hooks/use-narrow-screen';
import { PasswordPage } from './-profile/password-page';

/** The narrow full-screen variant of /profile/password. */
export const Route = createFileRoute('/_signed-in/password')({
  beforeLoad: () => {
    if (!isNarrowScreen()) throw redirect({ to: '/profile/password' });
  },
  component: PasswordPage,
});
