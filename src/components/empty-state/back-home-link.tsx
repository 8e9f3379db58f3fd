import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/components/button/button';
import { useT } from '@/i18n/i18n';

/** The way out of a dead end (not found, nothing to show): "Нүүр хуудас руу буцах". */
export function BackHomeLink({ variant = 'primary' }: { variant?: 'primary' | 'outline' }) {
  const t = useT();
  return (
    <Link to="/" className={buttonClass({ variant })}>
      {t('page.toHome')}
    </Link>
  );
}
