import { CloseIcon } from '../ui/icons.tsx';
import { LazySearchBox } from './lazy-search-box.tsx';
import { useModalDialog } from '../ui/use-modal-dialog.ts';

/** The search overlay opened from the header: a modal panel at the top of the page with the search box. */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  // The panel covers only the top of the page; the page behind is not locked.
  const dialog = useModalDialog(open, onClose, { lockScroll: false });

  return (
    <dialog {...dialog} className="search-dialog" aria-label="Search">
      <div className="search-dialog__panel container">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- opened on request: focus goes to its field */}
        {open && <LazySearchBox onNavigate={onClose} onEscape={onClose} autoFocus id="search-overlay-input" />}
        <button type="button" className="icon-button search-dialog__close" onClick={onClose}>
          <CloseIcon />
          <span className="visually-hidden">Close search</span>
        </button>
      </div>
    </dialog>
  );
}
