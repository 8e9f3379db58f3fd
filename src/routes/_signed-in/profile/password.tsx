import { createFileRoute } from '@tanstack/react-router';
import { PasswordPage } from '../-profile/password-page';

export const Route = createFileRoute('/_signed-in/profile/password')({
  component: PasswordPage,
});
