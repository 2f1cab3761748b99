import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  SEARCH_BLUR_CLOSE_DELAY_MS,
  SEARCH_EMPTY_TEXT,
  SEARCH_LOADING_TEXT,
  SEARCH_MIN_CHARACTERS,
  SEARCH_PLACEHOLDER,
} from '../constants.ts';
import { resultCount, type SearchResult } from './search.ts';
import { runSearch } from './search-client.ts';
import { SearchResultContent } from './search-result.tsx';

type Status = 'idle' | 'loading' | 'done' | 'error';

/** Keystrokes this close together make one request. */
const typingPauseMs = 120;

/**
 * The search box: an ARIA combobox whose popup lists results from the content
 * service as the visitor types (from 2 characters). Arrow keys move through
 * the results, Enter opens one (or, with none chosen, the full results page),
 * Escape or leaving the box (after 150 ms) closes the list; inside the
 * search overlay, Escape closes the overlay at once (`onEscape`). Each result
 * is a real link: a click opens it here, a middle-click or Ctrl-click in a new
 * tab, and the browser shows its address on hover. Every keystroke cancels
 * the request before it, so an older answer can never replace a newer one.
 */
export function SearchBox({
  onNavigate,
  onEscape,
  autoFocus = false,
  id,
}: {
  onNavigate?: () => void;
  /** Escape closes whatever holds the box, in one press (the overlay); without it the first Escape closes the list. */
  onEscape?: () => void;
  autoFocus?: boolean;
  id?: string;
}) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const listId = `${generatedId}-list`;
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [results, setResults] = useState<SearchResult[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const request = useRef<AbortController | null>(null);
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      request.current?.abort();
      clearTimeout(pause.current);
      clearTimeout(blurTimer.current);
    },
    [],
  );

  const search = (text: string) => {
    setQuery(text);
    setActive(-1);
    clearTimeout(pause.current);
    request.current?.abort();
    request.current = null;
    if (text.trim().length < SEARCH_MIN_CHARACTERS) {
      setResults([]);
      setStatus('idle');
      setOpen(false);
      return;
    }
    setOpen(true);
    setStatus('loading');
    pause.current = setTimeout(() => {
      const controller = new AbortController();
      request.current = controller;
      runSearch(text, controller.signal).then(
        (hits) => {
          if (controller.signal.aborted) return;
          setResults(hits);
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
  };

  const go = (url: string) => {
    setOpen(false);
    onNavigate?.();
    navigate(url);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
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
        if (query.trim().length < SEARCH_MIN_CHARACTERS) return;
        event.preventDefault();
        const chosen = open && active >= 0 ? results[active] : undefined;
        go(chosen ? chosen.url : `/search?q=${encodeURIComponent(query.trim())}`);
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
          event.currentTarget.closest('dialog')?.dispatchEvent(new Event('cancel', { cancelable: true }));
        }
        break;
    }
  };

  const expanded = open && status !== 'idle';
  const optionId = (index: number) => `${listId}-${index}`;
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
    <div className="search-box">
      <label htmlFor={inputId} className="visually-hidden">
        Search the site
      </label>
      <input
        id={inputId}
        className="search-box__input"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        spellCheck={false}
        // The search dialog opened at the visitor's request: focus belongs in its field (WAI-ARIA dialog pattern).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={autoFocus}
        value={query}
        onChange={(event) => search(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => {
          clearTimeout(blurTimer.current);
          if (query.trim().length >= SEARCH_MIN_CHARACTERS) setOpen(true);
        }}
        onBlur={() => {
          blurTimer.current = setTimeout(() => setOpen(false), SEARCH_BLUR_CLOSE_DELAY_MS);
        }}
      />
      <div className="search-box__popup" hidden={!expanded}>
        <p className="search-box__status" role="status" aria-live="polite">
          {expanded ? summary : ''}
        </p>
        {status === 'error' && expanded && (
          <p className="search-box__hint">
            Try again in a moment, or <a href={`/search?q=${encodeURIComponent(query.trim())}`}>open the full results page</a>.
          </p>
        )}
        <div id={listId} role="listbox" aria-label="Search results" className="search-box__list">
          {status === 'done' &&
            results.map(({ hit, url, thumbnail }, index) => {
              return (
                // An option of the combobox and a link: the keyboard moves through the options from the input
                // (aria-activedescendant), so the links stay out of the Tab order; the pointer keeps focus in the input.
                <a
                  key={hit._id}
                  id={optionId(index)}
                  href={url}
                  role="option"
                  aria-selected={index === active}
                  tabIndex={-1}
                  className="search-result"
                  onPointerDown={(event) => event.preventDefault()}
                  onClick={(event) => {
                    // Ctrl, Cmd, Shift or a middle button: the browser opens a new tab or window, the box stays.
                    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                    event.preventDefault();
                    go(url);
                  }}
                  onPointerMove={() => setActive(index)}
                >
                  <SearchResultContent hit={hit} thumbnail={thumbnail} />
                </a>
              );
            })}
        </div>
      </div>
    </div>
  );
}
