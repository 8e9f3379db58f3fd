import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';

/**
 * A native <dialog> opened with showModal() while the component is mounted: the page behind is
 * inert, Escape and a click on the backdrop call `onClose`, focus starts on the element marked
 * `data-autofocus` (else the first focusable one) and returns where it was.
 * Spread `dialogProps` on the <dialog>.
 */
export function useModalDialog(onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The server's page shows it open (not modal, without a script): modal from here on, without rising again.
    if (dialog.open && typeof dialog.close === 'function') {
      dialog.style.animation = 'none';
      dialog.close();
    }
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // The first field to fill, when the content names one (showModal alone would focus the ✕ before it).
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    // Without showModal (old WebViews, jsdom) focus would stay behind the dialog; Escape must still reach it.
    if (!dialog.contains(document.activeElement)) dialog.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      returnFocus?.focus();
    };
  }, []);

  const close = () => onCloseRef.current();

  const dialogProps = {
    ref,
    // Rendered by the server (a search answered in the page): on show before any script runs.
    open: typeof window === 'undefined' ? true : undefined,
    tabIndex: -1,
    onCancel: (event: SyntheticEvent) => {
      event.preventDefault();
      close();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      }
    },
    onClick: (event: MouseEvent) => {
      // A click on the dialog element itself is a click on its backdrop.
      if (event.target === event.currentTarget) close();
    },
  };

  return { dialogProps, close };
}
