import { Button } from '@/components/button/button';
import { CheckIcon, CopyIcon } from '@/components/icons/icons';
import { useCopy } from '@/hooks/use-copy';
import { useT } from '@/i18n/i18n';
import * as styles from './copy-button.css';

/**
 * `ask`: when set, something the text needs is missing (a phone for `{phone}`): the button asks for
 * it instead of copying, so no placeholder ever reaches the clipboard.
 */
type CopyButtonProps = { text: string; field: string; ask?: (() => void) | undefined };

/** An icon button that copies one value and turns into a done mark once it has. */
export function CopyButton({ text, field, ask }: CopyButtonProps) {
  const t = useT();
  const { copied, copy } = useCopy();
  return (
    <Button
      variant="outline"
      size="icon"
      className={copied ? styles.done : undefined}
      aria-label={t('address.copyField', { field })}
      data-copied={copied || undefined}
      onClick={() => (ask ? ask() : void copy(text, field))}
    >
      {copied ? <CheckIcon size={20} /> : <CopyIcon size={20} />}
    </Button>
  );
}

/** Copies everything at once; its label turns from "Бүгдийг хуулах" to "Хуулсан". */
export function CopyAllButton({ text, field, ask }: CopyButtonProps) {
  const t = useT();
  const { copied, copy } = useCopy();
  return (
    <Button variant={copied ? 'secondary' : 'primary'} block onClick={() => (ask ? ask() : void copy(text, field))}>
      {copied ? <CheckIcon size={20} /> : <CopyIcon size={20} />}
      {t(copied ? 'address.copied' : 'address.copyAll')}
    </Button>
  );
}
