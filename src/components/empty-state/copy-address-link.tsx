import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/components/button/button';
import { CopyIcon } from '@/components/icons/icons';
import { useT } from '@/i18n/i18n';

/** The next step when no parcel is there yet: the warehouse address to paste into a shop's checkout. */
export function CopyAddressLink() {
  const t = useT();
  return (
    <Link to="/address" className={buttonClass({ variant: 'primary' })}>
      <CopyIcon size={20} />
      {t('empty.copyAddress')}
    </Link>
  );
}
