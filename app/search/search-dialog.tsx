import { closeDialog, CloseDialogButton, ModalDialog } from '../ui/dialog.tsx';
import { SearchBox } from './search-box.tsx';

export const SEARCH_DIALOG = 'search-dialog';

/**
 * The search overlay opened from the header: a modal panel at the top of the
 * page with the search box, its field focused as it opens (the first control
 * in it: no autofocus, which a frame on another site may not use). From the first
 * paint the box is a form that goes to /search; once the page's script runs
 * it lists results as the visitor types, starting with what they typed before.
 */
export function SearchDialog() {
  const close = () => closeDialog(SEARCH_DIALOG);
  return (
    <ModalDialog id={SEARCH_DIALOG} className="search-dialog" label="Search">
      <div className="search-dialog__panel container">
        {/* The field comes first: the dialog, opened on request, puts focus there itself (WAI-ARIA dialog pattern). */}
        <SearchBox onNavigate={close} onEscape={close} id="search-overlay-input" />
        <CloseDialogButton dialog={SEARCH_DIALOG} label="Close search" className="icon-button search-dialog__close" />
      </div>
    </ModalDialog>
  );
}
