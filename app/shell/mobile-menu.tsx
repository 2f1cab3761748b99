import { NavLink } from 'react-router';
import { primaryNavigation, secondaryNavigation, serviceGroups, type Shell } from './shell.ts';
import { SearchBox } from '../search/search-box.tsx';
import { closeDialog, CloseDialogButton, ModalDialog } from '../ui/dialog.tsx';
import { launchPath } from '../urls.ts';

export const MOBILE_MENU = 'mobile-menu';

/**
 * The navigation below the wide breakpoint: a modal dialog (ui/dialog.tsx:
 * it opens from the first paint, traps focus and gives it back to the menu
 * button when it closes) with search and every link. Escape, a click outside,
 * or choosing a link closes it; the page does not scroll while it is open
 * (shell.css).
 */
export function MobileMenu({ shell }: { shell: Shell }) {
  const close = () => closeDialog(MOBILE_MENU);

  return (
    <ModalDialog id={MOBILE_MENU} className="mobile-menu" label="Menu">
      {/* The close button and the search stay in view while the links scroll beneath them. */}
      <div className="mobile-menu__head">
        <div className="mobile-menu__top">
          <span className="wordmark__name">{shell.site.companyName}</span>
          <CloseDialogButton dialog={MOBILE_MENU} label="Close the menu" className="icon-button" />
        </div>
        <div className="mobile-menu__search">
          <SearchBox onNavigate={close} id="mobile-search" />
        </div>
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
                    close();
                    if (item.to === '/') window.scrollTo({ top: 0 });
                  }}
                >
                  {item.label}
                </NavLink>
                {item.to === '/services' && (
                  // Folded, so that the whole menu (Contact included) fits a phone's first screen; a <details>, so the
                  // chevron opens it before (and without) JavaScript.
                  <details className="mobile-menu__services">
                    <summary aria-label="Show the services" className="mobile-menu__toggle">
                      <svg
                        aria-hidden="true"
                        viewBox="0 0 24 24"
                        width="20"
                        height="20"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.5"
                      >
                        <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
                      </svg>
                    </summary>
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
                                  <NavLink to={service.path} className="mobile-menu__sublink" onClick={close}>
                                    {service.title}
                                  </NavLink>
                                </li>
                              ))}
                            </ul>
                          </div>
                        );
                      })}
                    </div>
                  </details>
                )}
              </li>
            ))}
            <li>
              <NavLink to="/contact" className="mobile-menu__link" onClick={close}>
                Contact
              </NavLink>
            </li>
          </ul>
          <p className="mobile-menu__start">
            <NavLink to={launchPath} className="button" onClick={close}>
              Start your project
            </NavLink>
          </p>
          <ul className="mobile-menu__more">
            {secondaryNavigation.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="mobile-menu__sublink" onClick={close}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </ModalDialog>
  );
}
