import { lazy, Suspense, useId, useLayoutEffect, useRef, useState } from 'react';
import { SEARCH_PLACEHOLDER } from '../constants.ts';
import { searchPath } from '../urls.ts';
import type { LiveState } from './live-search.tsx';

const LiveSearch = lazy(() => import('./live-search.tsx'));

/**
 * The search box. From the first paint it is a form that opens the results
 * page (/search?q=). Once the page's script runs, the first focus (or text
 * typed before the script came) loads its live part (live-search.tsx), and
 * it becomes an ARIA combobox listing results as the visitor types, starting
 * with whatever is in the field: no page pays for that part before someone
 * searches. The field itself stays the same element throughout, so what was
 * typed, the caret and the focus stay put.
 */
export function SearchBox({
  onNavigate,
  onEscape,
  id,
}: {
  onNavigate?: () => void;
  /** Escape closes whatever holds the box, in one press (the overlay); without it the first Escape closes the list. */
  onEscape?: () => void;
  id?: string;
}) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const listId = `${generatedId}-list`;
  const input = useRef<HTMLInputElement>(null);
  const [live, setLive] = useState(false);
  // What the live part says of its list; null until it has come.
  const [state, setState] = useState<LiveState | null>(null);

  // Text typed before the page came alive: the live part comes at once, and searches it.
  useLayoutEffect(() => {
    if (input.current?.value) setLive(true);
  }, []);

  return (
    // Without the live part (or before it comes), Enter sends the form to the results page.
    <form
      className="search-box"
      role="search"
      method="get"
      action={searchPath}
      onSubmit={(event) => {
        // Once the live part has come, Enter is its to answer (a result, the results page, or nothing under 2 characters).
        if (state) event.preventDefault();
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Search the site
      </label>
      <input
        ref={input}
        id={inputId}
        name="q"
        className="search-box__input"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={state?.expanded ?? false}
        aria-controls={listId}
        aria-activedescendant={state?.activeId}
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        spellCheck={false}
        onFocus={() => setLive(true)}
      />
      {live && (
        <Suspense fallback={null}>
          <LiveSearch inputRef={input} listId={listId} onState={setState} onNavigate={onNavigate} onEscape={onEscape} />
        </Suspense>
      )}
    </form>
  );
}
