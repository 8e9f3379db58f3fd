import { useId, type MouseEvent, type ReactNode } from 'react';
import { Button } from '@/components/button/button';
import { CloseIcon } from '@/components/icons/icons';
import { useModalDialog } from '@/hooks/use-modal-dialog';
import { useT } from '@/i18n/i18n';
import * as styles from './modal.css';

type ModalProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Room for a list of cards on wide screens (up to 760 px); a phone gets the same full width either way. */
  wide?: boolean;
};

/** A modal on the native <dialog>, at most 460 px wide (760 px when `wide`), named by its title. Mounted only while open. */
export function Modal({ title, onClose, children, wide = false }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const { dialogProps, close } = useModalDialog(onClose);
  const closeByApp = (event: MouseEvent) => {
    event.preventDefault();
    close();
  };

  return (
    <dialog {...dialogProps} className={wide ? styles.wideDialog : styles.dialog} aria-labelledby={titleId}>
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {/* A dialog form: ✕ closes the dialog even before the app has started (the server's page of a search). */}
          <form method="dialog" className={styles.closeForm}>
            <Button type="submit" pendingLabel="" variant="ghost" size="icon" aria-label={t('app.close')} onClick={closeByApp}>
              <CloseIcon />
            </Button>
          </form>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
}
