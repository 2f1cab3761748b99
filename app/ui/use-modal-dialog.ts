import { useEffect, useRef } from 'react';

/**
 * A native <dialog> shown as a modal while `open` (the browser traps focus in
 * it and returns focus when it closes), with the page behind kept from
 * scrolling. Returns the props for the <dialog>: Escape and a click on the
 * backdrop call `onClose`.
 */
export function useModalDialog(open: boolean, onClose: () => void, { lockScroll = true } = {}) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      if (lockScroll) document.body.classList.add('is-scroll-locked');
    } else if (!open && element.open) {
      element.close();
    }
    if (!open) document.body.classList.remove('is-scroll-locked');
  }, [open, lockScroll]);

  useEffect(() => () => document.body.classList.remove('is-scroll-locked'), []);

  return {
    ref,
    onClose,
    onCancel: (event: React.SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      onClose();
    },
    onClick: (event: React.MouseEvent<HTMLDialogElement>) => {
      // A click on the dialog element itself (not its content) is a click on the backdrop.
      if (event.target === event.currentTarget) onClose();
    },
  };
}
