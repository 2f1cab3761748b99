/**
 * The search box's live part (search-box.tsx loads it when someone first
 * searches): an ARIA combobox whose popup lists results from the content
 * service as the visitor types (from 2 characters), starting with whatever
 * the field holds. Arrow keys move through the results, Enter opens one (or,
 * with none chosen, the full results page), Tab goes into them (and on past
 * them), Escape or leaving the box (after 150 ms) closes the list; inside the
 * search overlay, Escape closes the overlay at once (`onEscape`). Each result is a real link: a click opens it
 * here, a middle-click or Ctrl-click in a new tab, and the browser shows its
 * address on hover. Every keystroke cancels the request before it, so an
 * older answer can never replace a newer one.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_BLUR_CLOSE_DELAY_MS, SEARCH_EMPTY_TEXT, SEARCH_LOADING_TEXT, SEARCH_MIN_CHARACTERS } from '../constants.ts';
import { searchPagePath } from '../urls.ts';
import { resultCount, type SearchResult } from './search.ts';
import { runSearch } from './search-client.ts';
import { SearchResultContent } from './search-result.tsx';

type Status = 'idle' | 'loading' | 'done' | 'error';

/** Keystrokes this close together make one request. */
const typingPauseMs = 120;

/** What the field says of the list (its ARIA state). */
/** A plain left click; with Ctrl, Cmd, Shift or a middle button the browser opens a new tab or window, and the box stays. */
function plainClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export interface LiveState {
  expanded: boolean;
  activeId: string | undefined;
}

export default function LiveSearch({
  inputRef,
  listId,
  onState,
  onNavigate,
  onEscape,
}: {
  /** The field (search-box.tsx renders it): its events come here once this part has come. */
  inputRef: RefObject<HTMLInputElement | null>;
  listId: string;
  onState: (state: LiveState) => void;
  onNavigate?: () => void;
  onEscape?: () => void;
}) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [results, setResults] = useState<SearchResult[]>([]);
  // Past the spec's 10: the results page lists the rest (issue 39).
  const [more, setMore] = useState(false);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const popup = useRef<HTMLDivElement>(null);

  const change = (text: string) => {
    setQuery(text);
    setActive(-1);
    const long = text.trim().length >= SEARCH_MIN_CHARACTERS;
    if (!long) setResults([]);
    setStatus(long ? 'loading' : 'idle');
    setOpen(long);
  };

  // One request a pause in typing; the next keystroke cancels it, so an older answer never replaces a newer one.
  useEffect(() => {
    if (query.trim().length < SEARCH_MIN_CHARACTERS) return;
    const controller = new AbortController();
    const pause = setTimeout(() => {
      runSearch(query, controller.signal).then(
        (answer) => {
          if (controller.signal.aborted) return;
          setResults(answer.results);
          setMore(answer.more);
          setStatus('done');
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Search failed:', error);
          setResults([]);
          setStatus('error');
        },
      );
    }, typingPauseMs);
    return () => {
      clearTimeout(pause);
      controller.abort();
    };
  }, [query]);

  const go = (url: string) => {
    setOpen(false);
    onNavigate?.();
    navigate(url);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const count = results.length;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((index) => (index + 1) % count);
        break;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((index) => (index <= 0 ? count - 1 : index - 1));
        break;
      case 'Enter': {
        // Too short to search: the form's own submit is refused (search-box.tsx) and nothing happens.
        if (query.trim().length < SEARCH_MIN_CHARACTERS) return;
        event.preventDefault();
        const chosen = open && active >= 0 ? results[active] : undefined;
        go(chosen ? chosen.url : searchPagePath(query.trim()));
        break;
      }
      case 'Escape':
        // Never the browser's own "clear the field" on Escape: it cost a press and lost what was typed.
        event.preventDefault();
        if (onEscape) {
          event.stopPropagation();
          setOpen(false);
          onEscape();
        } else if (open) {
          // The first Escape closes the list; a second one reaches the dialog around the box.
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else {
          // With the list closed, Escape is the dialog's around the box (the mobile menu): ask it to close.
          (event.currentTarget as Element).closest('dialog')?.dispatchEvent(new Event('cancel', { cancelable: true }));
        }
        break;
    }
  };

  // The field's events, to the handlers of the latest render (which see its state).
  useEffect(() => {
    const field = inputRef.current;
    if (!field) return;
    let blurred: ReturnType<typeof setTimeout> | undefined;
    const onInput = () => change(field.value);
    const onFocus = () => {
      clearTimeout(blurred);
      if (query.trim().length >= SEARCH_MIN_CHARACTERS) setOpen(true);
    };
    // Leaving the box closes the list; Tab from the field into the results (the same form) does not.
    const box: HTMLElement = field.form ?? field;
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && box.contains(event.relatedTarget)) return;
      blurred = setTimeout(() => setOpen(false), SEARCH_BLUR_CLOSE_DELAY_MS);
    };
    const onFocusIn = () => clearTimeout(blurred);
    // On a result reached by Tab: Escape closes the list (and the overlay, as from the field) and goes back to the
    // field, the arrows to the next result.
    const onResultKey = (event: KeyboardEvent) => {
      const links = [...(popup.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])];
      const at = links.indexOf(event.target as HTMLAnchorElement);
      if (at < 0) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        field.focus();
        onEscape?.();
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        links[(at + (event.key === 'ArrowDown' ? 1 : links.length - 1)) % links.length]?.focus();
      }
    };
    field.addEventListener('input', onInput);
    field.addEventListener('keydown', onKeyDown);
    field.addEventListener('focus', onFocus);
    box.addEventListener('focusout', onFocusOut);
    box.addEventListener('focusin', onFocusIn);
    popup.current?.addEventListener('keydown', onResultKey);
    const shownPopup = popup.current;
    return () => {
      shownPopup?.removeEventListener('keydown', onResultKey);
      clearTimeout(blurred);
      field.removeEventListener('input', onInput);
      field.removeEventListener('keydown', onKeyDown);
      field.removeEventListener('focus', onFocus);
      box.removeEventListener('focusout', onFocusOut);
      box.removeEventListener('focusin', onFocusIn);
    };
  });

  // Whatever the field holds as this part comes (typed before the page came alive, or while this part loaded).
  useEffect(() => {
    const typed = inputRef.current?.value ?? '';
    if (typed) change(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as this part comes
  }, []);

  const expanded = open && status !== 'idle';
  const optionId = (index: number) => `${listId}-${index}`;
  useEffect(
    () => onState({ expanded, activeId: expanded && active >= 0 ? optionId(active) : undefined }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids follow listId, which never changes
    [expanded, active, onState],
  );

  const summary =
    status === 'loading'
      ? SEARCH_LOADING_TEXT
      : status === 'error'
        ? 'Search is unavailable right now.'
        : status === 'done'
          ? results.length === 0
            ? SEARCH_EMPTY_TEXT
            : resultCount(results.length)
          : '';

  return (
    <div className="search-box__popup" hidden={!expanded} ref={popup}>
      <p className="search-box__status" role="status" aria-live="polite">
        {expanded ? summary : ''}
      </p>
      {status === 'error' && expanded && (
        <p className="search-box__hint">
          Try again in a moment, or <a href={searchPagePath(query.trim())}>open the full results page</a>.
        </p>
      )}
      <div id={listId} role="listbox" aria-label="Search results" className="search-box__list">
        {status === 'done' &&
          results.map(({ hit, url, thumbnail }, index) => (
            // An option of the combobox and a link: the arrow keys move through the options from the input
            // (aria-activedescendant), Tab goes into them as links; the pointer keeps focus in the input.
            <a
              key={hit._id}
              id={optionId(index)}
              href={url}
              role="option"
              aria-selected={index === active}
              className="search-result"
              onPointerDown={(event) => event.preventDefault()}
              onClick={(event) => {
                if (!plainClick(event)) return;
                event.preventDefault();
                go(url);
              }}
              onPointerMove={() => setActive(index)}
            >
              <SearchResultContent hit={hit} thumbnail={thumbnail} />
            </a>
          ))}
      </div>
      {status === 'done' && more && expanded && (
        <p className="search-box__more">
          <a
            href={searchPagePath(query.trim())}
            className="text-link"
            onPointerDown={(event) => event.preventDefault()}
            onClick={(event) => {
              if (!plainClick(event)) return;
              event.preventDefault();
              go(searchPagePath(query.trim()));
            }}
          >
            See all results for “{query.trim()}”
          </a>
        </p>
      )}
    </div>
  );
}
