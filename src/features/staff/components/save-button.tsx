import { Button } from '@/components/button/button';
import { staffCatalogue } from '@/i18n/catalogues/staff';
import { useT } from '@/i18n/i18n';

/** "Хадгалах" under a staff form; a second press while saving does nothing (aria-disabled keeps it focusable). */
export function SaveButton({ pending, className }: { pending: boolean; className?: string }) {
  const t = useT(staffCatalogue);
  return (
    <Button type="submit" block className={className} aria-disabled={pending || undefined}>
      {t('staff.save')}
    </Button>
  );
}
