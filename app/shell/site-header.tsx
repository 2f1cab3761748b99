import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { primaryNavigation, serviceGroups, type Shell } from './shell.ts';
import { ChevronDownIcon, MenuIcon, SearchIcon } from '../ui/icons.tsx';
import { MOBILE_MENU, MobileMenu } from './mobile-menu.tsx';
import { SEARCH_DIALOG, SearchDialog } from '../search/search-dialog.tsx';
import { DialogButton } from '../ui/dialog.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';
import { Wordmark } from './wordmark.tsx';

/**
 * The fixed header of every page: wordmark, desktop navigation, search,
 * contact, and the mobile menu. Every control works from the first paint
 * (the dialogs and the services list are the browser's own), and shows it
 * was pressed at once (shell.css).
 */
export function SiteHeader({ shell }: { shell: Shell }) {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="wordmark">
          <Wordmark name={shell.site.companyName} />
        </Link>
        <nav className="primary-nav" aria-label="Main">
          <ul className="primary-nav__list">
            {primaryNavigation.map((item) =>
              item.to === '/services' ? (
                <ServicesMenu key={item.to} services={shell.services} />
              ) : (
                <li key={item.to} className="primary-nav__item">
                  <NavLink to={item.to} end={item.to === '/'} className="primary-nav__link" prefetch="intent">
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="header-actions">
          <DialogButton dialog={SEARCH_DIALOG} label="Search" className="icon-button">
            <SearchIcon />
          </DialogButton>
          <Link to="/contact" className="button" prefetch="intent">
            Contact
          </Link>
          <DialogButton dialog={MOBILE_MENU} label="Menu" className="icon-button menu-button">
            <MenuIcon />
          </DialogButton>
        </div>
      </div>
      <MobileMenu shell={shell} />
      <SearchDialog />
    </header>
  );
}

/**
 * "Services" links to the overview; the chevron beside it shows the list of
 * service pages, a popover: from the first paint it opens on a click, and
 * Escape or a click outside closes it. Once the page's script runs, it also
 * opens as the mouse arrives, closes as the mouse or the keyboard's focus
 * leaves it and when a link is followed, and the chevron says whether it is
 * open.
 */
function ServicesMenu({ services }: { services: Shell['services'] }) {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  // When the pointer's arrival opened the list, the click that follows must not close it again.
  const hoverOpenedAt = useRef(0);
  const listId = useId();
  // Glass and Creative have their own item in the bar, which marks them: Services is not marked for them too.
  const active =
    pathname === '/services' ||
    services.some((service) => service.path === pathname && !primaryNavigation.some((item) => item.to === service.path));

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const follow = () => setOpen(element.matches(':popover-open'));
    follow();
    element.addEventListener('toggle', follow);
    return () => element.removeEventListener('toggle', follow);
  }, []);

  // Following a link closes it (not the first render: a list opened before the page came alive stays open).
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current !== pathname) list.current?.hidePopover();
    shownOn.current = pathname;
  }, [pathname]);

  return (
    <li
      className="primary-nav__item primary-nav__item--services"
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse' || open) return;
        hoverOpenedAt.current = Date.now();
        if (!list.current?.matches(':popover-open')) list.current?.showPopover();
      }}
      onPointerLeave={(event) => event.pointerType === 'mouse' && list.current?.hidePopover()}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) list.current?.hidePopover();
      }}
    >
      <NavLink to="/services" end className="primary-nav__link" data-active={active} prefetch="intent">
        Services
      </NavLink>
      <button
        type="button"
        className="primary-nav__toggle"
        popoverTarget={listId}
        aria-controls={listId}
        aria-expanded={hydrated ? open : undefined}
        onClick={(event) => {
          // Just opened by the pointer's arrival: this click keeps it open (the browser's own action would close it).
          if (Date.now() - hoverOpenedAt.current < 600) event.preventDefault();
          hoverOpenedAt.current = 0;
        }}
      >
        <ChevronDownIcon className="icon icon--small" />
        <span className="visually-hidden">Show the services</span>
      </button>
      <div ref={list} id={listId} className="dropdown" popover="auto">
        {serviceGroups.map((group) => {
          const items = services.filter((service) => service.group === group.key);
          if (items.length === 0) return null;
          return (
            <div key={group.key} className="dropdown__group">
              <span id={`${listId}-${group.key}`} className="dropdown__heading">
                {group.title}
              </span>
              <ul aria-labelledby={`${listId}-${group.key}`}>
                {items.map((service) => (
                  <li key={service.path}>
                    <NavLink to={service.path} className="dropdown__link" prefetch="intent">
                      {service.title}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </li>
  );
}
