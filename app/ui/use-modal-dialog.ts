import { useEffect, useRef } from 'react';

/**
 * A native <dialog> shown as a modal while `open` (the browser traps focus in
 * it and returns focus when it closes), with the page behind kept from
 * scrolling. Returns the ref for the <dialog>; its caller answers Escape and
 * clicks (the lightbox). The menu and search open by themselves, without the
 * page's script (ui/dialog.tsx).
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      document.body.classList.add('is-scroll-locked');
    } else if (!open && element.open) {
      element.close();
    }
    if (!open) document.body.classList.remove('is-scroll-locked');
  }, [open]);

  useEffect(() => () => document.body.classList.remove('is-scroll-locked'), []);

  return ref;
}
