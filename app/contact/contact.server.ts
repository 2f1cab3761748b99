/**
 * The contact page's loader and the enquiry action. An enquiry is refused
 * without storing when its form token is missing, forged or a day old, when
 * its address is over the rate limit (counted only now, for a post from the
 * site's own form: the server's counter, in the request's state), when the
 * hidden field is filled, or when the form was sent faster than a person
 * types. It is stored in the content
 * service before the thank-you page, once per form (store.server.ts); when
 * that fails the visitor is told so, with everything they typed still in
 * place and the same form token, so sending again cannot store it twice.
 */
import { data, redirect } from 'react-router';
import { ENQUIRY_MIN_FILL_MS } from '../constants.ts';
import { siteConfig } from '../env.server.ts';
import { loadSiteContent } from '../shell/shell.server.ts';
import { validateEnquiry, valuesFrom, type EnquiryValues, type FieldErrors } from './enquiry.ts';
import { issueFormToken, readFormToken } from './form-token.server.ts';
import { notifyTeam } from './notify.server.ts';
import { EnquiryNotStored, storeEnquiry } from './store.server.ts';

/** Every answer of this page is for one visitor only. */
const privateAnswer = { 'Cache-Control': 'private, no-store' };

export type ActionResult = { values: EnquiryValues; errors: FieldErrors; notice?: string; formToken: string };

/** /contact: a fresh form token, and the calculator's summary when a tool linked here (`?context=`). */
export function loadContactForm(request: Request) {
  const context = new URL(request.url).searchParams.get('context')?.trim().slice(0, 2000) ?? '';
  return data({ formToken: issueFormToken(), context }, { headers: privateAnswer });
}

/** `countEnquiry`: counts this post against its address's limit; true when over it. */
export async function sendEnquiry(request: Request, countEnquiry: () => Promise<boolean>) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // A body that is not a readable form (a broken multipart one): the page again, with its form and what happened.
    return data<ActionResult>(
      { values: {}, errors: {}, formToken: issueFormToken(), notice: 'Your form could not be read. Please fill it in and send it again.' },
      { status: 400, headers: privateAnswer },
    );
  }
  const values = valuesFrom(form);
  const sentToken = form.get('formToken');
  const token = readFormToken(sentToken);
  // The form keeps its token (and so its idempotency key) for as long as the visitor keeps trying.
  const formToken = token && typeof sentToken === 'string' ? sentToken : issueFormToken();
  const reply = (status: number, result: Omit<ActionResult, 'values' | 'formToken'>) =>
    data<ActionResult>({ values, formToken, ...result }, { status, headers: privateAnswer });

  if (token === null) {
    return reply(400, { errors: {}, notice: 'This form had expired. Please check your details and send it again.' });
  }
  if (await countEnquiry()) {
    return reply(429, {
      errors: {},
      notice:
        'You have sent several enquiries in a short time, so we paused the form. Please try again in a few minutes, or e-mail us directly.',
    });
  }
  const honeypot = form.get('website');
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    console.warn('contact: an enquiry with the hidden field filled in was refused as spam');
    throw redirect('/contact/thank-you', 303);
  }
  if (Date.now() - token.issued < ENQUIRY_MIN_FILL_MS) {
    return reply(400, { errors: {}, notice: 'That was sent very quickly. Please check your details and send it again.' });
  }
  const checked = validateEnquiry(values);
  if (!checked.ok) return reply(400, { errors: checked.errors });

  const { site } = await loadSiteContent();
  let stored: Awaited<ReturnType<typeof storeEnquiry>>;
  try {
    stored = await storeEnquiry(checked.enquiry, { page: new URL(request.url).pathname, key: token.key });
  } catch (error) {
    const unknown = error instanceof EnquiryNotStored && error.outcome === 'unknown';
    console.error(
      `contact: an enquiry ${unknown ? 'may not have been stored' : 'could not be stored'} (${(error as Error).message.split('\n')[0]}); the visitor was asked to try again`,
    );
    const orEmail = site.email ? `, or e-mail us at ${site.email}` : '';
    return reply(503, {
      errors: {},
      notice: unknown
        ? `We could not confirm that your enquiry reached us. Please send it again in a few minutes: if it did arrive, it will not be sent twice${orEmail}. Everything you typed is still below.`
        : `Your enquiry could not be sent just now, and nothing was sent. Please try again in a few minutes${orEmail}. Everything you typed is still below.`,
    });
  }
  // Stored: the e-mail to the team must not hold the visitor up, and cannot lose the enquiry. A form sent again was told the first time.
  if (stored.created) void notifyTeam(checked.enquiry, stored, { to: site.email, companyName: site.companyName }, siteConfig().mail);
  throw redirect('/contact/thank-you', 303);
}
