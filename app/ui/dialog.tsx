/**
 * Modal dialogs that work from the first paint. A button opens its dialog
 * through the browser's own Invoker Commands (`commandfor` and `command`):
 * the native modal `<dialog>` traps focus, closes on Escape (and, with
 * `closedby="any"`, on a click outside) and gives focus back to the button,
 * all without the page's script. Once the script runs it only adds what the
 * browser may lack (opening where commands are unknown, closing on a click
 * outside where `closedby` is) and follows the dialog's state (the button's
 * `aria-expanded`). The dialog's open state lives in the dialog itself.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { CloseIcon } from './icons.tsx';
import { useHydrated } from './use-hydrated.ts';

declare module 'react' {
  // (The type parameter is React's own: a merged declaration must name it the same.)
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** The id of the element this button commands (Invoker Commands API). */
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
  }
}

const supports = (prototype: object | undefined, property: string) => prototype !== undefined && property in prototype;
/** Whether the browser acts on `commandfor` itself, and closes a dialog on an outside click by itself. */
const nativeCommands = () => supports(globalThis.HTMLButtonElement?.prototype, 'command');
const nativeClosedBy = () => supports(globalThis.HTMLDialogElement?.prototype, 'closedBy');

const dialogById = (id: string) => document.getElementById(id) as HTMLDialogElement | null;

function openDialog(id: string): void {
  const dialog = dialogById(id);
  if (dialog && !dialog.open) dialog.showModal();
}

export function closeDialog(id: string): void {
  dialogById(id)?.close();
}

/** Whether the dialog `id` is open, following it (false in the server's HTML and during hydration). */
export function useDialogOpen(id: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const dialog = dialogById(id);
      dialog?.addEventListener('toggle', changed);
      dialog?.addEventListener('close', changed);
      return () => {
        dialog?.removeEventListener('toggle', changed);
        dialog?.removeEventListener('close', changed);
      };
    },
    [id],
  );
  return useSyncExternalStore(
    subscribe,
    () => dialogById(id)?.open ?? false,
    () => false,
  );
}

/** A button that opens the dialog `dialog` (a visually hidden `label` names it). */
export function DialogButton({
  dialog,
  label,
  className,
  children,
}: {
  dialog: string;
  label: string;
  className: string;
  children: React.ReactNode;
}) {
  const open = useDialogOpen(dialog);
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className={className}
      commandfor={dialog}
      command="show-modal"
      aria-haspopup="dialog"
      aria-controls={dialog}
      aria-expanded={hydrated ? open : undefined}
      onClick={() => nativeCommands() || openDialog(dialog)}
    >
      {children}
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

/** A button inside the dialog `dialog` that closes it. */
export function CloseDialogButton({ dialog, label, className }: { dialog: string; label: string; className: string }) {
  return (
    <button type="button" className={className} commandfor={dialog} command="close" onClick={() => nativeCommands() || closeDialog(dialog)}>
      <CloseIcon />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

/** A modal dialog, opened by its `DialogButton`s. */
export function ModalDialog({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className: string;
  children: React.ReactNode;
}) {
  return (
    // A click on the backdrop closes it; the keyboard's way out is Escape, the browser's own.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      id={id}
      className={className}
      aria-label={label}
      closedby="any"
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (!nativeClosedBy() && event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      {children}
    </dialog>
  );
}
