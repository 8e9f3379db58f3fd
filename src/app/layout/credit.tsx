import { useT } from '@/i18n/i18n';
import { useOrganizationName } from '@/lib/initial-state';

/** "© 2026 Ачаа Карго · Ачаа апп", at the foot of the page and of the drawer. */
export function Credit() {
  const t = useT();
  return <span>{t('app.credit', { year: new Date().getFullYear(), name: useOrganizationName() })}</span>;
}
