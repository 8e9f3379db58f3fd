import { PlusIcon } from '@/components/icons/icons';
import { Button } from './button';

/** "＋ Add …" in a list card's header (a new address, a new warehouse). */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick}>
      <PlusIcon size={18} />
      {label}
    </Button>
  );
}
