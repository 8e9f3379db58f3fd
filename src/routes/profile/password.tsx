import { createFileRoute } from '@tanstack/react-router';
import { PasswordPage } from '../-profile/password-page';

export const Route = createFileRoute('/profile/password')({
  component: PasswordPage,
});
