import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { PageHeader } from '../ui/page-header.tsx';
import { currentRequest } from '../request.server.ts';
import { loadContactForm, sendEnquiry, type ActionResult } from './contact.server.ts';
import { enquiryTypes, firstErrorField, validateEnquiry, valuesFrom, type EnquiryField, type FieldErrors } from './enquiry.ts';
import { pageMeta, rootData } from '../seo/meta.ts';
import type { Route } from './+types/contact.route.ts';

export { handle, links } from './stylesheet.ts';

const intro = 'Tell us about your fragrance, your brand and your timings. We reply to every enquiry within two working days.';

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
  const values = result?.values ?? { context: loaderData.context };
  // The browser's own check of the last submission; a newer answer from the server replaces it.
  const [clientCheck, setClientCheck] = useState<{ errors: FieldErrors; against: ActionResult | undefined } | null>(null);
  const clientErrors = clientCheck?.against === result ? (clientCheck?.errors ?? null) : null;
  const errors = clientErrors ?? result?.errors ?? {};
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

  const firstError = firstErrorField(errors);
  const field = (name: EnquiryField) => ({
    id: `enquiry-${name}`,
    name,
    defaultValue: values[name] ?? '',
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `enquiry-${name}-error` : undefined,
    // Without JavaScript, the page that comes back puts the cursor in the first field to fix.
    autoFocus: !clientErrors && firstError === name ? true : undefined,
  });
  const error = (name: EnquiryField) =>
    errors[name] ? (
      <p id={`enquiry-${name}-error`} className="field__error">
        {errors[name]}
      </p>
    ) : null;

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
          <h2 id="enquiry-title">Send us an enquiry</h2>
          {result?.notice && (
            <div ref={noticeRef} tabIndex={-1} className="form-notice" role="alert">
              {result.notice}
            </div>
          )}
          {Object.keys(errors).length > 0 && !result?.notice && (
            <p className="form-notice" role="alert">
              Please check the {Object.keys(errors).length === 1 ? 'field' : `${Object.keys(errors).length} fields`} marked below.
            </p>
          )}
          <Form method="post" ref={formRef} noValidate onSubmit={onSubmit} key={result?.formToken ?? loaderData.formToken}>
            <input type="hidden" name="formToken" value={result?.formToken ?? loaderData.formToken} />
            <div className="field field--trap" aria-hidden="true">
              <label htmlFor="enquiry-website">Leave this empty</label>
              <input id="enquiry-website" type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>
            {values.context && (
              <div className="enquiry-context">
                <p className="enquiry-context__title">About your calculation</p>
                <p>{values.context}</p>
                <input type="hidden" name="context" value={values.context} />
              </div>
            )}
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
            <div className="field">
              <label htmlFor="enquiry-enquiryType">What is it about?</label>
              <select required {...field('enquiryType')}>
                <option value="">Choose one</option>
                {enquiryTypes.map((type) => (
                  <option key={type.value} value={type.value}>
                    {type.label}
                  </option>
                ))}
              </select>
              {error('enquiryType')}
            </div>
            <div className="field">
              <label htmlFor="enquiry-message">Your project</label>
              <textarea rows={7} required {...field('message')} />
              {error('message')}
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
        </aside>
      </div>
    </>
  );
}
