import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { primaryNavigation, serviceGroups, type Shell } from './shell.ts';
import { ChevronDownIcon, MenuIcon, SearchIcon } from '../ui/icons.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SearchDialog } from '../search/search-dialog.tsx';
import { preloadSearchBox } from '../search/lazy-search-box.tsx';
import { Wordmark } from './wordmark.tsx';

/** The fixed header of every page: wordmark, desktop navigation, search, contact, and the mobile menu. */
export function SiteHeader({ shell }: { shell: Shell }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);

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
          {/* Without JavaScript this is a link to the search page; with it, it opens the search overlay. */}
          <Link
            to="/search"
            className="icon-button"
            role="button"
            aria-haspopup="dialog"
            onPointerEnter={preloadSearchBox}
            onFocus={preloadSearchBox}
            onClick={(event) => {
              event.preventDefault();
              setSearchOpen(true);
            }}
          >
            <SearchIcon />
            <span className="visually-hidden">Search</span>
          </Link>
          <Link to="/contact" className="button" prefetch="intent">
            Contact
          </Link>
          <button
            type="button"
            className="icon-button menu-button"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onPointerDown={preloadSearchBox}
            onFocus={preloadSearchBox}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
            <span className="visually-hidden">Menu</span>
          </button>
        </div>
      </div>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} shell={shell} />
      <SearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} />
    </header>
  );
}

/**
 * "Services" links to the overview; the chevron beside it opens the list of
 * service pages (a disclosure: Escape, a click outside or leaving it closes it).
 */
function ServicesMenu({ services }: { services: Shell['services'] }) {
  const { pathname } = useLocation();
  // Open on the page where it was opened: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = useCallback(
    (next: boolean | ((wasOpen: boolean) => boolean)) =>
      setOpenOn((current) => ((typeof next === 'function' ? next(current === pathname) : next) ? pathname : null)),
    [pathname],
  );
  const item = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // When the pointer's arrival opened the list, the click that follows must not close it again.
  const hoverOpenedAt = useRef(0);
  const listId = useId();
  const active = pathname === '/services' || services.some((service) => service.path === pathname);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, setOpen]);

  return (
    <li
      ref={item}
      className="primary-nav__item"
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse' || open) return;
        hoverOpenedAt.current = Date.now();
        setOpen(true);
      }}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setOpen(false)}
      onBlur={(event) => {
        if (!item.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <NavLink to="/services" end className="primary-nav__link" data-active={active} prefetch="intent">
        Services
      </NavLink>
      <button
        ref={toggle}
        type="button"
        className="primary-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          const justOpenedByHover = Date.now() - hoverOpenedAt.current < 600;
          hoverOpenedAt.current = 0;
          setOpen((value) => (value && justOpenedByHover ? true : !value));
        }}
      >
        <ChevronDownIcon className="icon icon--small" />
        <span className="visually-hidden">Show the services</span>
      </button>
      <div id={listId} className="dropdown" hidden={!open}>
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
