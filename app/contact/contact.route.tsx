import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { PageHeader } from '../ui/page-header.tsx';
import { currentRequest } from '../request.server.ts';
import { loadContactForm, sendEnquiry, type ActionResult } from './contact.server.ts';
import {
  budgetBands,
  currentMonth,
  enquiryTypes,
  firstErrorField,
  kindsAsking,
  markets,
  sampleKinds,
  stages,
  validateEnquiry,
  valuesFrom,
  type BriefQuestion,
  type EnquiryField,
  type FieldErrors,
} from './enquiry.ts';
import { pageMeta, rootData } from '../seo/meta.ts';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, MAX_ATTACHMENTS_BYTES, MAX_ESTIMATES } from '../constants.ts';
import { ATTACHMENT_ACCEPT } from './brief-kinds.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import { WhoWillReply } from './who-will-reply.tsx';
import type { Route } from './+types/contact.route.ts';

import { handle as stylesheets } from './stylesheet.ts';
import { withQueryParams } from '../route-handle.ts';
import { summaryUnderTitle } from '../tools/estimate-summary.ts';

export { links } from './stylesheet.ts';
export const handle = withQueryParams(stylesheets, ['kind', 'sample', 'estimate', 'part', 'context']);

const intro =
  'Tell us what you would like to make, in how many units and by when: the questions follow what you choose. We reply to every brief within two working days.';

export function loader({ request }: Route.LoaderArgs) {
  return loadContactForm(request);
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/** The enquiry, sent with or without JavaScript (contact.server.ts says what is refused and why). */
export function action({ request }: Route.ActionArgs) {
  return sendEnquiry(request, currentRequest().countEnquiry);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(rootData(matches), '/contact', { title: 'Contact', description: intro });

export default function Contact({ loaderData, actionData, matches }: Route.ComponentProps) {
  const site = rootData(matches)?.site;
  const result = actionData as ActionResult | undefined;
  const values = result?.values ?? {
    context: loaderData.context,
    enquiryType: loaderData.kind,
    estimates: loaderData.estimates.map((estimate) => estimate.address),
    // A shortlist's "Ask for samples" arrives with its parts chosen; a page's "Request a discovery set" with the set.
    ...(loaderData.parts.length ? { samples: ['catalogue-parts'], sampleParts: loaderData.parts.map((part) => part.slug) } : {}),
    ...(loaderData.sample && !loaderData.parts.length ? { samples: [loaderData.sample] } : {}),
  };
  const estimates = result?.estimates ?? loaderData.estimates;
  // The browser's own check of the last submission; a newer answer from the server replaces it.
  const [clientCheck, setClientCheck] = useState<{ errors: FieldErrors; against: ActionResult | undefined } | null>(null);
  const clientErrors = clientCheck?.against === result ? (clientCheck?.errors ?? null) : null;
  const errors = clientErrors ?? result?.errors ?? {};
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting';
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  // After a refused submission, focus goes to the first field to fix (or the notice).
  useEffect(() => {
    if (!result) return;
    const first = firstErrorField(result.errors);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    else if (result.notice) noticeRef.current?.focus();
  }, [result]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const checked = validateEnquiry(valuesFrom(new FormData(event.currentTarget)));
    if (checked.ok) {
      setClientCheck(null);
      return;
    }
    event.preventDefault();
    setClientCheck({ errors: checked.errors, against: result });
    const first = firstErrorField(checked.errors);
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  /**
   * As the visitor corrects a field, its message goes (or says what is still wrong) at once; a field they have not
   * touched keeps its message until the next send. (An estimate's message is the server's: it goes with the card.)
   */
  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as EnquiryField;
    if (!errors[name]) return;
    const checked = validateEnquiry(valuesFrom(new FormData(event.currentTarget)));
    const message = name === 'estimates' || checked.ok ? undefined : checked.errors[name];
    const next: FieldErrors = { ...errors };
    if (message) next[name] = message;
    else delete next[name];
    setClientCheck({ errors: next, against: result });
  };

  const firstError = firstErrorField(errors);
  // Without JavaScript, the page that comes back puts the cursor in the first field to fix.
  const focusFirst = (name: EnquiryField) => ({ autoFocus: !clientErrors && firstError === name ? true : undefined });
  const field = (name: Exclude<EnquiryField, 'markets' | 'samples' | 'sampleRanges' | 'sampleParts' | 'estimates' | 'files'>) => ({
    id: `enquiry-${name}`,
    name,
    defaultValue: values[name] ?? '',
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `enquiry-${name}-error` : undefined,
    ...focusFirst(name),
  });
  const error = (name: EnquiryField) =>
    errors[name] ? (
      <p id={`enquiry-${name}-error`} className="field__error">
        {errors[name]}
      </p>
    ) : null;

  /** A group of radio buttons or checkboxes, with its legend, its error and what was chosen before. */
  const choices = (
    name: 'enquiryType' | 'markets' | 'stage' | 'samples' | 'sampleRanges' | 'sampleParts',
    legend: string,
    options: readonly { value: string; label: string; hint?: string }[],
    multiple = false,
  ) => {
    const chosen = multiple
      ? (values[name as 'markets' | 'samples' | 'sampleRanges' | 'sampleParts'] ?? [])
      : [values[name as 'enquiryType' | 'stage'] ?? ''];
    return (
      <fieldset className={`choices choices--${name}`} aria-describedby={errors[name] ? `enquiry-${name}-error` : undefined}>
        <legend>{legend}</legend>
        {error(name)}
        <div className="choices__list">
          {options.map((option, index) => (
            <label key={option.value} className="choice">
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                value={option.value}
                defaultChecked={chosen.includes(option.value)}
                aria-invalid={errors[name] ? true : undefined}
                {...(index === 0 ? focusFirst(name) : {})}
              />
              <span className="choice__label">{option.label}</span>
              {option.hint && <span className="choice__hint">{option.hint}</span>}
            </label>
          ))}
        </div>
      </fieldset>
    );
  };
  /** Shown only while the chosen kind asks this question (contact.css), and always when nothing styles it away. */
  const question = (asked: BriefQuestion, children: React.ReactNode) => (
    <div className="brief-question" data-kinds={kindsAsking(asked).join(' ')}>
      {children}
    </div>
  );

  return (
    <>
      <PageHeader
        title="Start a conversation"
        eyebrow="Contact"
        intro={intro}
        trail={[
          { name: 'Home', path: '/' },
          { name: 'Contact', path: '/contact' },
        ]}
      />
      <div className="section container contact">
        <section className="contact__form" aria-labelledby="enquiry-title">
          <h2 id="enquiry-title">Your brief</h2>
          {result?.notice && (
            <div ref={noticeRef} tabIndex={-1} className="form-notice" role="alert">
              {result.notice}
            </div>
          )}
          {!result && loaderData.arrived && (
            <p className="form-notice form-notice--info" role="status">
              Your estimate from the {loaderData.arrived.title} came with you and is attached to this brief (
              <a href="#enquiry-estimates">see it below</a>). Choose what you would like us to make, and tell us about the project.
            </p>
          )}
          {!result && loaderData.unreadableEstimates > 0 && (
            <p className="form-notice" role="status">
              {loaderData.unreadableEstimates === 1 ? 'An estimate in this link' : 'Some estimates in this link'} could not be read again,
              so
              {loaderData.unreadableEstimates === 1 ? ' it is' : ' they are'} not attached. Open it from its calculator and choose “Discuss
              this with us”, or send the brief without it.
            </p>
          )}
          {Object.keys(errors).length > 0 && !result?.notice && (
            <p className="form-notice" role="alert">
              Please check the {Object.keys(errors).length === 1 ? 'field' : `${Object.keys(errors).length} fields`} marked below.
            </p>
          )}
          <Form
            method="post"
            encType="multipart/form-data"
            ref={formRef}
            noValidate
            onSubmit={onSubmit}
            onChange={onChange}
            key={result?.formToken ?? loaderData.formToken}
            className="brief"
          >
            <input type="hidden" name="formToken" value={result?.formToken ?? loaderData.formToken} />
            <div className="field field--trap" aria-hidden="true">
              <label htmlFor="enquiry-website">Leave this empty</label>
              <input id="enquiry-website" type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>
            {choices('enquiryType', 'What would you like us to make?', enquiryTypes)}
            {question(
              'quantity',
              <div className="field-row">
                <div className="field">
                  <label htmlFor="enquiry-quantity">
                    Units per scent or SKU <span className="field__optional">(optional)</span>
                  </label>
                  <input type="text" inputMode="numeric" autoComplete="off" {...field('quantity')} />
                  {error('quantity')}
                </div>
                <div className="field">
                  <label htmlFor="enquiry-skus">
                    Number of scents or SKUs <span className="field__optional">(optional)</span>
                  </label>
                  <input type="text" inputMode="numeric" autoComplete="off" {...field('skus')} />
                  {error('skus')}
                </div>
              </div>,
            )}
            {question(
              'launch',
              <div className="field-row">
                <div className="field">
                  <label htmlFor="enquiry-launch">
                    Target launch month <span className="field__optional">(optional)</span>
                  </label>
                  <input type="month" min={currentMonth()} {...field('launch')} />
                  {error('launch')}
                </div>
                <div className="field">
                  <label htmlFor="enquiry-budget">
                    Budget, ex VAT <span className="field__optional">(optional)</span>
                  </label>
                  <select {...field('budget')}>
                    <option value="">Choose a band</option>
                    {budgetBands.map((band) => (
                      <option key={band.value} value={band.value}>
                        {band.label}
                      </option>
                    ))}
                  </select>
                  {error('budget')}
                </div>
              </div>,
            )}
            {question('markets', choices('markets', 'Where will it be sold? (optional)', markets, true))}
            {question('stage', choices('stage', 'How far along is the brand? (optional)', stages))}
            {question(
              'samples',
              <>
                {choices('samples', 'Which samples would you like?', sampleKinds, true)}
                {loaderData.ranges.length > 0 &&
                  choices(
                    'sampleRanges',
                    'Stock bottles: which ranges? (optional)',
                    loaderData.ranges.map((range) => ({ value: range.name, label: range.name, hint: range.capacities ?? undefined })),
                    true,
                  )}
                {loaderData.parts.length > 0 &&
                  choices(
                    'sampleParts',
                    'Parts from the catalogue',
                    loaderData.parts.map((part) => ({ value: part.slug, label: part.label, hint: part.hint })),
                    true,
                  )}
                <div className="field">
                  <label htmlFor="enquiry-sampleDetails">
                    Sizes, or anything else about the samples <span className="field__optional">(optional)</span>
                  </label>
                  <input type="text" autoComplete="off" {...field('sampleDetails')} />
                  {error('sampleDetails')}
                </div>
                <div className="field">
                  <label htmlFor="enquiry-deliveryAddress">Delivery address</label>
                  <textarea rows={4} autoComplete="street-address" {...field('deliveryAddress')} />
                  {error('deliveryAddress')}
                </div>
              </>,
            )}
            {estimates.length > 0 && (
              <fieldset
                id="enquiry-estimates"
                className="estimates"
                aria-describedby={errors.estimates ? 'enquiry-estimates-error' : undefined}
              >
                <legend>Your estimates</legend>
                {error('estimates')}
                {estimates.map((estimate) => (
                  <div className="estimate-card" key={estimate.address}>
                    <p className="estimate-card__title">{estimate.title}</p>
                    <p className="estimate-card__summary">{summaryUnderTitle(estimate.summary)}</p>
                    <div className="estimate-card__actions">
                      <label className="choice choice--inline">
                        <input type="checkbox" name="estimates" value={estimate.address} defaultChecked />
                        <span className="choice__label">Send with this brief</span>
                      </label>
                      <Link to={estimate.address}>Open it again</Link>
                    </div>
                  </div>
                ))}
                {estimates.length < MAX_ESTIMATES && (
                  <p className="estimates__more">
                    <Link to="/tools">Add an estimate from another calculator</Link>
                  </p>
                )}
              </fieldset>
            )}
            {!estimates.length && errors.estimates && error('estimates')}
            <div className="field">
              <label htmlFor="enquiry-files">
                Files <span className="field__optional">(optional)</span>
              </label>
              <p id="enquiry-files-hint" className="field__hint">
                A mood board, artwork or a specification: PDF, PNG, JPEG, TIFF, Photoshop, EPS, Illustrator or SVG; up to {MAX_ATTACHMENTS}{' '}
                files, {MAX_ATTACHMENT_BYTES / 1024 / 1024} MB each, {MAX_ATTACHMENTS_BYTES / 1024 / 1024} MB in all.
              </p>
              <input
                type="file"
                id="enquiry-files"
                name="files"
                multiple
                accept={ATTACHMENT_ACCEPT}
                aria-invalid={errors.files ? true : undefined}
                aria-describedby={errors.files ? 'enquiry-files-hint enquiry-files-error' : 'enquiry-files-hint'}
                {...focusFirst('files')}
              />
              {error('files')}
              {/* With JavaScript the chosen files stay in the field; a page sent back by the server cannot keep them. */}
              {!hydrated && (result?.filesSent ?? 0) > 0 && (
                <p className="field__hint">Your files were not kept with the form: please choose them again.</p>
              )}
            </div>
            {values.context && (
              <div className="enquiry-context">
                <p className="enquiry-context__title">About your calculation</p>
                <p>{values.context}</p>
                <input type="hidden" name="context" value={values.context} />
              </div>
            )}
            <div className="field">
              <label htmlFor="enquiry-message">Your project</label>
              <textarea rows={7} {...field('message')} />
              {error('message')}
            </div>
            <div className="field-row">
              <div className="field">
                <label htmlFor="enquiry-name">Name</label>
                <input type="text" autoComplete="name" required {...field('name')} />
                {error('name')}
              </div>
              <div className="field">
                <label htmlFor="enquiry-company">Company or brand</label>
                <input type="text" autoComplete="organization" required {...field('company')} />
                {error('company')}
              </div>
            </div>
            <div className="field-row">
              <div className="field">
                <label htmlFor="enquiry-email">E-mail</label>
                <input type="email" autoComplete="email" required {...field('email')} />
                {error('email')}
              </div>
              <div className="field">
                <label htmlFor="enquiry-phone">
                  Phone <span className="field__optional">(optional)</span>
                </label>
                <input type="tel" autoComplete="tel" {...field('phone')} />
                {error('phone')}
              </div>
            </div>
            <div className="field field--check">
              <input type="checkbox" value="yes" {...field('consent')} defaultChecked={values.consent === 'yes'} defaultValue={undefined} />
              <label htmlFor="enquiry-consent">
                I agree that you may store these details to reply to me, as the <Link to="/privacy-policy">privacy policy</Link> explains.
              </label>
              {error('consent')}
            </div>
            <button type="submit" className="button" disabled={sending}>
              {sending ? 'Sending…' : 'Send enquiry'}
            </button>
          </Form>
        </section>
        <aside className="contact__details" aria-labelledby="details-title">
          <h2 id="details-title">Or reach us directly</h2>
          <address>
            {site?.email && (
              <p>
                <span className="contact__label">E-mail</span>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </p>
            )}
            {site?.phone && (
              <p>
                <span className="contact__label">Telephone</span>
                <a href={`tel:${site.phone.replace(/\s+/g, '')}`}>{site.phone}</a>
              </p>
            )}
            {site?.address && (
              <p>
                <span className="contact__label">Studio and factory</span>
                {[site.address.streetAddress, site.address.locality, site.address.region, site.address.postalCode]
                  .filter(Boolean)
                  .join(', ')}
              </p>
            )}
            {site?.openingHours && (
              <p>
                <span className="contact__label">Hours</span>
                {site.openingHours}
              </p>
            )}
          </address>
          <WhoWillReply people={loaderData.repliers.people} reply={loaderData.repliers.reply} />
        </aside>
      </div>
    </>
  );
}
