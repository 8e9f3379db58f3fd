import { BackHomeLink } from '@/components/empty-state/back-home-link';
import { EmptyState } from '@/components/empty-state/empty-state';
import { PinIcon } from '@/components/icons/icons';
import { useT } from '@/i18n/i18n';

/**
 * The red "no warehouse info found" message (unknown or invalid branch id, no cargo address). It links
 * home rather than to /address, where it can appear itself.
 */
export function WarehouseNotFound() {
  const t = useT();
  return (
    <EmptyState tone="danger" icon={<PinIcon size={28} />} title={t('address.notFound')} action={<BackHomeLink variant="outline" />} />
  );
}
