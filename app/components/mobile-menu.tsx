import { useEffect, useRef } from 'react';
import { Form, NavLink } from 'react-router';
import { primaryNavigation, type Shell } from '../content/shell.ts';
import { SEARCH_PLACEHOLDER } from '../constants.ts';
import { CloseIcon, SearchIcon } from './icons.tsx';

/**
 * The navigation below the wide breakpoint: a modal dialog (native <dialog>,
 * so focus is trapped in it and returns to the menu button when it closes)
 * with search and every link. Escape, a click outside, or choosing a link
 * closes it; the page does not scroll while it is open.
 */
export function MobileMenu({ open, onClose, shell }: { open: boolean; onClose: () => void; shell: Shell }) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
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

  return (
    <dialog
      ref={dialog}
      id="mobile-menu"
      className="mobile-menu"
      aria-label="Menu"
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="mobile-menu__top">
        <span className="wordmark__name">{shell.site.companyName}</span>
        <button type="button" className="icon-button" onClick={onClose}>
          <CloseIcon />
          <span className="visually-hidden">Close the menu</span>
        </button>
      </div>
      <div className="mobile-menu__body">
        <Form method="get" action="/search" role="search" className="search-form" onSubmit={onClose}>
          <label htmlFor="mobile-search" className="visually-hidden">
            Search the site
          </label>
          <input id="mobile-search" type="search" name="q" placeholder={SEARCH_PLACEHOLDER} minLength={2} autoComplete="off" />
          <button type="submit" className="button">
            <SearchIcon />
            <span className="visually-hidden">Search</span>
          </button>
        </Form>
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
