import { NavLink } from 'react-router';
import { primaryNavigation, type Shell } from './shell.ts';
import { CloseIcon } from '../ui/icons.tsx';
import { SearchBox } from '../search/search-box.tsx';
import { useModalDialog } from '../ui/use-modal-dialog.ts';

/**
 * The navigation below the wide breakpoint: a modal dialog (native <dialog>,
 * so focus is trapped in it and returns to the menu button when it closes)
 * with search and every link. Escape, a click outside, or choosing a link
 * closes it; the page does not scroll while it is open.
 */
export function MobileMenu({ open, onClose, shell }: { open: boolean; onClose: () => void; shell: Shell }) {
  const dialog = useModalDialog(open, onClose);

  return (
    <dialog {...dialog} id="mobile-menu" className="mobile-menu" aria-label="Menu">
      <div className="mobile-menu__top">
        <span className="wordmark__name">{shell.site.companyName}</span>
        <button type="button" className="icon-button" onClick={onClose}>
          <CloseIcon />
          <span className="visually-hidden">Close the menu</span>
        </button>
      </div>
      <div className="mobile-menu__body">
        {open && <SearchBox onNavigate={onClose} id="mobile-search" />}
        <nav aria-label="Main">
          <ul className="mobile-menu__list">
            {primaryNavigation.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/' || item.to === '/services'}
                  className="mobile-menu__link"
                  onClick={() => {
                    onClose();
                    if (item.to === '/') window.scrollTo({ top: 0 });
                  }}
                >
                  {item.label}
                </NavLink>
                {item.to === '/services' && (
                  <ul className="mobile-menu__sublist">
                    {shell.services.map((service) => (
                      <li key={service.slug}>
                        <NavLink to={`/services/${service.slug}`} className="mobile-menu__sublink" onClick={onClose}>
                          {service.title}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
            <li>
              <NavLink to="/contact" className="mobile-menu__link" onClick={onClose}>
                Contact
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
