import { NavLink } from 'react-router';
import { primaryNavigation, secondaryNavigation, serviceGroups, type Shell } from './shell.ts';
import { CloseIcon } from '../ui/icons.tsx';
import { LazySearchBox } from '../search/lazy-search-box.tsx';
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
      {/* The close button and the search stay in view while the links scroll beneath them. */}
      <div className="mobile-menu__head">
        <div className="mobile-menu__top">
          <span className="wordmark__name">{shell.site.companyName}</span>
          <button type="button" className="icon-button" onClick={onClose}>
            <CloseIcon />
            <span className="visually-hidden">Close the menu</span>
          </button>
        </div>
        <div className="mobile-menu__search">{open && <LazySearchBox onNavigate={onClose} id="mobile-search" />}</div>
      </div>
      <div className="mobile-menu__body">
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
                  <div className="mobile-menu__sublist">
                    {serviceGroups.map((group) => {
                      const items = shell.services.filter((service) => service.group === group.key);
                      if (items.length === 0) return null;
                      return (
                        <div key={group.key}>
                          <span id={`mobile-menu-${group.key}`} className="mobile-menu__subheading">
                            {group.title}
                          </span>
                          <ul aria-labelledby={`mobile-menu-${group.key}`}>
                            {items.map((service) => (
                              <li key={service.path}>
                                <NavLink to={service.path} className="mobile-menu__sublink" onClick={onClose}>
                                  {service.title}
                                </NavLink>
                              </li>
                            ))}
                          </ul>
                        </div>
                      );
                    })}
                  </div>
                )}
              </li>
            ))}
            <li>
              <NavLink to="/contact" className="mobile-menu__link" onClick={onClose}>
                Contact
              </NavLink>
            </li>
          </ul>
          <ul className="mobile-menu__more">
            {secondaryNavigation.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="mobile-menu__sublink" onClick={onClose}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
