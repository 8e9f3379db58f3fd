import { CopyAddressLink } from '@/components/empty-state/copy-address-link';
import { EmptyState } from '@/components/empty-state/empty-state';
import { BoxIcon } from '@/components/icons/icons';
import { useT } from '@/i18n/i18n';

/** A look-up that found nothing says what to check and what to do next, not just "nothing". */
export function LookupNotFound() {
  const t = useT();
  return <EmptyState icon={<BoxIcon size={28} />} title={t('search.none')} text={t('search.noneHint')} action={<CopyAddressLink />} />;
}
