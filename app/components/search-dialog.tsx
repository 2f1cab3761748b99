import { useEffect, useRef } from 'react';
import type { SearchEndpoint } from '../search/search-client.ts';
import { CloseIcon } from './icons.tsx';
import { SearchBox } from './search-box.tsx';

/** The search overlay opened from the header: a modal panel at the top of the page with the search box. */
export function SearchDialog({ open, onClose, endpoint }: { open: boolean; onClose: () => void; endpoint: SearchEndpoint }) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="search-dialog"
      aria-label="Search"
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="search-dialog__panel container">
        {open && <SearchBox endpoint={endpoint} onNavigate={onClose} autoFocus id="search-overlay-input" />}
        <button type="button" className="icon-button search-dialog__close" onClick={onClose}>
          <CloseIcon />
          <span className="visually-hidden">Close search</span>
        </button>
      </div>
    </dialog>
  );
}
