import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '@/components/button/button';
import { CloseIcon } from '@/components/icons/icons';
import { useT } from '@/i18n/i18n';
import * as styles from './modal.css';

type ModalProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A modal on the native <dialog>: showModal() makes the page behind inert (focus stays inside) and
 * Escape closes it. Mounted only while open; focus returns where it was when it closes.
 */
export function Modal({ title, onClose, children }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // Without showModal (old WebViews, jsdom) focus would stay behind the dialog; Escape must still reach it.
    if (!dialog.contains(document.activeElement)) dialog.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      returnFocus?.focus();
    };
  }, []);

  const close = () => onCloseRef.current();

  return (
    <dialog
      ref={ref}
      tabIndex={-1}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          close();
        }
      }}
      onClick={(event) => {
        // A click on the dialog element itself is a click on its backdrop.
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <Button variant="ghost" size="icon" aria-label={t('app.close')} onClick={close}>
            <CloseIcon />
          </Button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
}
