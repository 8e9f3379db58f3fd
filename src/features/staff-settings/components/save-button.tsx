import type { UseMutationResult } from '@tanstack/react-query';
import { Button } from '@/components/button/button';
import { staffCatalogue } from '@/i18n/catalogues/staff';
import { useT } from '@/i18n/i18n';
import type { ApiError } from '@/lib/http';
import { notify } from '@/lib/toast';

/** "Хадгалах" under a staff form; while saving, "Хадгалж байна…" with a spinner, and a second press does nothing. */
export function SaveButton({ pending, className }: { pending: boolean; className?: string }) {
  const t = useT(staffCatalogue);
  return (
    <Button type="submit" block className={className} pending={pending} pendingLabel={t('pending.save')}>
      {t('staff.save')}
    </Button>
  );
}

/** Sends a staff form, one save at a time; a success says "Хадгалагдлаа" and closes the form's modal. */
export function useSaveAndClose<Variables>(save: UseMutationResult<unknown, ApiError, Variables>, onSaved: () => void) {
  const t = useT(staffCatalogue);
  return (variables: Variables) => {
    if (save.isPending) return;
    save.mutate(variables, {
      onSuccess: () => {
        notify.success(t('staff.saved'));
        onSaved();
      },
    });
  };
}
