import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { readValues, type FormValues } from './calculators/parse.ts';

/** How long typing pauses before the address follows the form. */
export const URL_SYNC_DELAY_MS = 400;

/**
 * A calculator form's values: from the address (the server renders the same
 * result, so a link reproduces it), then live as the visitor types.
 *
 * The address follows the form after a pause, with `history.replaceState`
 * rather than a router navigation: nothing needs loading (the browser
 * computes the result with the same module) and the page must not scroll or
 * add history entries while someone types. A router navigation (a link,
 * back and forward, "Start again") resets the form from its address.
 */
export function useToolForm(defaults: FormValues, adjust?: (name: string, values: FormValues, previous: FormValues) => FormValues) {
  const location = useLocation();
  const [values, setValues] = useState<FormValues>(() => readValues(new URLSearchParams(location.search), defaults));
  /** Fields changed since they last lost focus: their errors wait until the visitor leaves them. */
  const [editing, setEditing] = useState<ReadonlySet<string>>(() => new Set());
  const [interacted, setInteracted] = useState(false);
  const dirty = useRef(false);
  const navigationKey = useRef(location.key);

  useEffect(() => {
    if (location.key === navigationKey.current) return;
    navigationKey.current = location.key;
    dirty.current = false;
    setEditing(new Set());
    setValues(readValues(new URLSearchParams(location.search), defaults));
  }, [location.key, location.search, defaults]);

  const writeAddress = useCallback((next: FormValues) => {
    const params = new URLSearchParams(next);
    const url = `${window.location.pathname}?${params.toString()}`;
    if (url !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(window.history.state, '', url);
  }, []);

  useEffect(() => {
    if (!dirty.current) return;
    const timer = setTimeout(() => writeAddress(values), URL_SYNC_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, writeAddress]);

  const update = useCallback(
    (name: string, value: string) => {
      dirty.current = true;
      setInteracted(true);
      setEditing((current) => (current.has(name) ? current : new Set(current).add(name)));
      setValues((current) => {
        const next = { ...current, [name]: value };
        return adjust ? adjust(name, next, current) : next;
      });
    },
    [adjust],
  );

  const leave = useCallback((name: string) => {
    setEditing((current) => {
      if (!current.has(name)) return current;
      const next = new Set(current);
      next.delete(name);
      return next;
    });
  }, []);

  /** On submit: every error shows and the address catches up at once. */
  const commit = useCallback(() => {
    setEditing(new Set());
    setInteracted(true);
    writeAddress(values);
  }, [values, writeAddress]);

  /**
   * The figures a visitor typed before the page came alive (the server's form works without it, and the browser
   * keeps what is typed in it): each field they changed is taken as if typed now, so the result is theirs and the
   * address follows.
   */
  const adopt = useCallback(
    (form: HTMLFormElement) => {
      for (const element of form.elements)
        if (
          (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) &&
          element.name in values &&
          changedByVisitor(element)
        )
          update(element.name, element.value);
    },
    [values, update],
  );

  /** Sets values without touching the address (e.g. today's date filled in by the browser). */
  const prefill = useCallback((next: Partial<FormValues>) => setValues((current) => ({ ...current, ...(next as FormValues) })), []);

  return { values, update, leave, commit, prefill, adopt, editing, interacted };
}

/**
 * Whether the visitor changed a field from what the server rendered: a select's chosen option, or an input's value
 * against its rendered value as the browser shows it (a date input shows nothing for an address's impossible date:
 * that is not the visitor's doing).
 */
function changedByVisitor(element: HTMLInputElement | HTMLSelectElement): boolean {
  if (element instanceof HTMLSelectElement) return [...element.options].some((option) => option.selected !== option.defaultSelected);
  const rendered = document.createElement('input');
  rendered.type = element.type;
  rendered.setAttribute('value', element.defaultValue);
  return element.value !== rendered.value;
}
