import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import type { RichTextBlock } from '../ui/portable-text.ts';
import type { FieldErrors, FormValues } from './calculators/parse.ts';
import { RichText } from '../ui/rich-text.tsx';
import { ScrollRegion } from '../ui/scroll-region.tsx';
import { fieldId, ToolFormContext } from './fields.tsx';
import type { useToolForm } from './use-tool-form.ts';
import type { Provenance } from './provenance.ts';
import { formatDate } from './calculators/format.ts';
import { useHydrated } from '../ui/use-hydrated.ts';

/** What every calculator page passes to its frame. */
export interface ToolFrameProps {
  path: string;
  intro: RichTextBlock[];
  disclaimer: string;
  provenance: Provenance;
  /** The server's earliest "today" (development-process.ts), for the page to render as the server did until it comes alive. */
  today: string;
}

/** How long the result waits before it is read out to screen readers. */
const ANNOUNCE_DELAY_MS = 900;

/**
 * A calculator: its form (a GET form that works without JavaScript and
 * updates the result live with it) beside its result.
 */
export function ToolFrame({
  frame,
  form,
  errors,
  labels,
  resultTitle,
  result,
  summary,
  basis,
  fields,
  after,
}: {
  frame: ToolFrameProps;
  form: ReturnType<typeof useToolForm>;
  /** Every error of the current values. */
  errors: FieldErrors;
  /** Each field's label, for the error summary. */
  labels: Record<string, string>;
  resultTitle: string;
  /** The figures (rendered only without errors). */
  result: React.ReactNode;
  /** One line with inputs and result: the enquiry's context, and what is read out. */
  summary: string | null;
  /** The inputs in a few words, printed with the result. */
  basis: string | null;
  fields: React.ReactNode;
  after?: React.ReactNode;
}) {
  const visible = useMemo(
    () => Object.fromEntries(Object.entries(errors).filter(([name]) => !form.editing.has(name))),
    [errors, form.editing],
  );
  const context = useMemo(
    () => ({ values: form.values, errors: visible, update: form.update, leave: form.leave }),
    [form.values, visible, form.update, form.leave],
  );
  const hasErrors = Object.keys(errors).length > 0;
  const formElement = useRef<HTMLFormElement>(null);

  // What was typed before the page came alive is kept, and the result is computed from it.
  useLayoutEffect(() => {
    if (formElement.current) form.adopt(formElement.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the calculator comes alive
  }, []);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    // With JavaScript the result is already there: show every error, update the address, and bring the result into view.
    event.preventDefault();
    form.commit();
    const target = document.getElementById('result');
    if (target) {
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
      target.focus({ preventScroll: true });
    }
  }

  return (
    <section className="section tool-section" aria-label="Calculator">
      <div className="container tool-layout">
        <div className="tool-layout__form">
          <RichText value={frame.intro} className="rich-text tool-intro" />
          <form
            ref={formElement}
            className="tool-form"
            method="get"
            action={`${frame.path}#result`}
            noValidate
            onSubmit={submit}
            aria-label="Your figures"
          >
            <ToolFormContext.Provider value={context}>{fields}</ToolFormContext.Provider>
            <div className="tool-form__actions">
              <button type="submit" className="button">
                Calculate
              </button>
              <Link to={frame.path} className="tool-form__reset" preventScrollReset>
                Start again
              </Link>
            </div>
          </form>
        </div>
        <div className="tool-layout__result">
          <ResultPanel
            title={resultTitle}
            errors={hasErrors ? visible : null}
            labels={labels}
            summary={hasErrors ? null : summary}
            basis={hasErrors ? null : basis}
            disclaimer={frame.disclaimer}
            provenance={frame.provenance}
            path={frame.path}
            values={form.values}
            interacted={form.interacted}
          >
            {hasErrors ? null : result}
          </ResultPanel>
        </div>
      </div>
      {after}
    </section>
  );
}

function ResultPanel({
  title,
  errors,
  labels,
  summary,
  basis,
  disclaimer,
  provenance,
  path,
  values,
  interacted,
  children,
}: {
  title: string;
  errors: FieldErrors | null;
  labels: Record<string, string>;
  summary: string | null;
  basis: string | null;
  disclaimer: string;
  provenance: Provenance;
  path: string;
  /** The inputs: "Discuss this with us" carries them to the brief, which computes the estimate again from them. */
  values: FormValues;
  interacted: boolean;
  children: React.ReactNode;
}) {
  const estimateAddress = `${path}?${new URLSearchParams(values)}`;
  const hydrated = useHydrated();
  const entries = errors ? Object.entries(errors) : [];
  const announcement = useAnnouncement(
    interacted
      ? errors
        ? entries.length
          ? `${entries.length === 1 ? 'One field needs' : `${entries.length} fields need`} checking.`
          : ''
        : summary
      : '',
  );
  const root = useRouteLoaderData('root') as { siteUrl?: string } | undefined;

  return (
    <section className="tool-result" id="result" tabIndex={-1} aria-labelledby="result-title" data-state={errors ? 'invalid' : 'ready'}>
      <span className="eyebrow">Estimate</span>
      <h2 id="result-title" className="tool-result__title">
        {title}
      </h2>
      {errors ? (
        entries.length > 0 ? (
          <div className="tool-errors" role="group" aria-labelledby="tool-errors-title">
            <p id="tool-errors-title" className="tool-errors__title">
              Check {entries.length === 1 ? 'this field' : `these ${entries.length} fields`} to see the estimate
            </p>
            <ul className="tool-errors__list">
              {entries.map(([name, message]) => (
                <li key={name}>
                  <a href={`#${fieldId(name)}`} aria-label={labels[name] ? `${labels[name]}: ${message}` : undefined}>
                    {message}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="tool-result__waiting">The estimate appears when the figures are complete.</p>
        )
      ) : (
        <>
          {basis && <p className="tool-result__basis">{basis}</p>}
          {children}
          <RatesNote provenance={provenance} />
          <p className="tool-result__disclaimer">{disclaimer}</p>
          <div className="tool-actions">
            {summary && (
              <Link to={`/contact?${new URLSearchParams({ estimate: estimateAddress })}`} className="button">
                Discuss this with us
              </Link>
            )}
            {hydrated && (
              <button type="button" className="button button--outline" onClick={() => window.print()}>
                Print
              </button>
            )}
          </div>
          {root?.siteUrl && <PrintAddress siteUrl={root.siteUrl} path={path} />}
        </>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}

/** Where the rates come from, how recent they are, and how far the result may be from a quotation. */
function RatesNote({ provenance }: { provenance: Provenance }) {
  const { asOf, source, accuracy } = provenance;
  const rows = [
    asOf && { term: 'Rates as of', value: formatDate(asOf).replace(/^\S+ /, '') },
    source && { term: 'Source', value: source },
    accuracy && { term: 'Margin of error', value: accuracy },
  ].filter((row): row is { term: string; value: string } => Boolean(row));
  if (rows.length === 0) return null;
  return (
    <dl className="tool-rates-note">
      {rows.map((row) => (
        <div key={row.term} className="tool-rates-note__row">
          <dt>{row.term}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** On paper only: where to open these figures again. */
function PrintAddress({ siteUrl, path }: { siteUrl: string; path: string }) {
  const [address, setAddress] = useState(`${siteUrl}${path}`);
  useEffect(() => {
    const update = () => setAddress(`${siteUrl}${window.location.pathname}${window.location.search}`);
    update();
    window.addEventListener('beforeprint', update);
    return () => window.removeEventListener('beforeprint', update);
  }, [siteUrl]);
  return <p className="tool-print-only">Estimate from {address}</p>;
}

/** The text after it has stayed the same for a moment, so a screen reader hears the result, not every keystroke. */
function useAnnouncement(text: string | null): string {
  const [said, setSaid] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSaid(text ?? ''), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return said;
}

/** Headline figures: a value in the display face with its label and a second line (grams under millilitres). */
export function Figures({ items }: { items: { label: string; value: string; detail?: string | null; emphasis?: boolean }[] }) {
  return (
    <dl className="tool-figures">
      {items.map((item) => (
        <div key={item.label} className="tool-figures__item" data-emphasis={item.emphasis || undefined}>
          <dt>{item.label}</dt>
          <dd className="tool-figures__value">{item.value}</dd>
          {item.detail && <dd className="tool-figures__detail">{item.detail}</dd>}
        </div>
      ))}
    </dl>
  );
}

/** Label and value rows under hairlines. */
export function Details({ rows, label }: { rows: { label: string; value: React.ReactNode }[]; label?: string }) {
  return (
    <dl className="tool-details" aria-label={label}>
      {rows.map((row) => (
        <div key={row.label} className="tool-details__row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What must be read before the figures: set above them, in a box that cannot be missed. */
export function Warnings({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="tool-warning">
      <p className="tool-warning__title">Check before you use these figures</p>
      {items.map((item) => (
        <p key={item}>{item}</p>
      ))}
    </div>
  );
}

export function Notices({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="tool-notices">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A table that may scroll sideways on a narrow phone, reachable by keyboard when it does. */
export function TableWrap({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <ScrollRegion className="tool-table-wrap" label={label}>
      {children}
    </ScrollRegion>
  );
}
