import { Button } from '@/components/button/button';
import { useT } from '@/i18n/i18n';
import { formActions } from '@/styles/form.css';

type ModalActionsProps = {
  onCancel: () => void;
  /** The action's label ("Хадгалах", "Устгах"). */
  label: string;
  pending: boolean;
  /** What the action says while its request is on the way ("Хадгалж байна…" unless given). */
  pendingLabel?: string;
  /** Without it the action submits the form the row closes; with it, it is a plain button. */
  onConfirm?: () => void;
  /** A deletion or another step that cannot be taken back: the action is red. */
  destructive?: boolean;
};

/** A modal's closing row: "Болих", then the action, busy while its request is on the way. */
export function ModalActions({ onCancel, label, pending, pendingLabel, onConfirm, destructive = false }: ModalActionsProps) {
  const t = useT();
  return (
    <div className={formActions}>
      <Button variant="outline" onClick={onCancel}>
        {t('profile.cancel')}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant={destructive ? 'danger' : 'primary'}
        onClick={onConfirm}
        pending={pending}
        pendingLabel={pendingLabel ?? t('pending.save')}
      >
        {label}
      </Button>
    </div>
  );
}
