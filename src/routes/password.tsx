import { createFileRoute, redirect } from '@tanstack/react-router';
import { isNarrowScreen } from '@/features/profile/use-narrow-screen';
import { PasswordPage } from './-profile/password-page';
import { requireStoredUser } from './-profile/require-user';
import { useSignedInUser } from './-profile/use-signed-in-user';

export const Route = createFileRoute('/password')({
  // The narrow full-screen variant of /profile/password, behind the same guard.
  beforeLoad: ({ preload }) => {
    const context = requireStoredUser({ preload });
    if (!isNarrowScreen()) throw redirect({ to: '/profile/password' });
    return context;
  },
  component: NarrowPassword,
});

function NarrowPassword() {
  const user = useSignedInUser();
  return user ? <PasswordPage /> : null;
}
