import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { Button } from '@/components/button/button';
import { BackIcon } from '@/components/icons/icons';
import { useT } from '@/i18n/i18n';
import { wideOnly } from '@/styles/utilities.css';

/** The in-page back button of wide screens (narrow screens have one in the top bar). */
export function BackButton() {
  const t = useT();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <Button
      variant="ghost"
      size="sm"
      className={wideOnly}
      onClick={() => (canGoBack ? router.history.back() : void router.navigate({ to: '/address' }))}
    >
      <BackIcon size={18} />
      {t('nav.back')}
    </Button>
  );
}
