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
import { parseCookie, stringifySetCookie } from 'cookie';
import { data, redirect } from 'react-router';
import { ENQUIRY_MIN_FILL_MS, MAX_ESTIMATES } from '../constants.ts';
import { siteConfig } from '../env.server.ts';
import { currentRequest } from '../request.server.ts';
import { loadSiteContent } from '../shell/shell.server.ts';
import { loadEstimate } from '../tools/tools.server.ts';
import type { Estimate } from '../tools/estimate.ts';
import { enquiryTypes, validateEnquiry, valuesFrom, type EnquiryValues, type FieldErrors } from './enquiry.ts';
import { issueFormToken, readFormToken, readSentReference, sentReference } from './form-token.server.ts';
import { queryOr } from '../sanity/fetch.server.ts';
import { sampleRangesQuery, thankYouQuery } from '../sanity/queries.ts';
import { describeBrief, kindForCalculator, readingFor, sampleKinds } from './brief-kinds.ts';
import { loadBriefRepliers } from '../pages/people.server.ts';
import { acknowledgeBuyer, notifyTeam } from './notify.server.ts';
import { checkAttachments, keepAttachment } from './attachments.server.ts';
import { readBriefBody } from './brief-form.server.ts';
import { EnquiryNotStored, readStoredBrief, storeEnquiry } from './store.server.ts';
import { partsBySlug } from '../catalogue/catalogue.server.ts';
import { partFacts } from '../catalogue/catalogue.ts';
import { cleanSlugs, MAX_SHORTLIST } from '../catalogue/shortlist.ts';

/** Every answer of this page is for one visitor only. */
const privateAnswer = { 'Cache-Control': 'private, no-store' };

export type ActionResult = {
  values: EnquiryValues;
  errors: FieldErrors;
  notice?: string;
  formToken: string;
  estimates: Estimate[];
  /** How many files the refused post carried: a browser without JavaScript forgets them, and the page says so. */
  filesSent?: number;
};

/** The estimates at these calculator addresses, computed again; how many could not be read (a tampered or stale address). */
async function readEstimates(addresses: string[]): Promise<{ estimates: Estimate[]; unreadable: number }> {
  // The newest win when there are more than a brief carries.
  const unique = [...new Set(addresses)].slice(-MAX_ESTIMATES);
  const read = await Promise.all(unique.map((address) => loadEstimate(address)));
  const estimates = read.filter((estimate): estimate is Estimate => estimate !== null);
  return { estimates, unreadable: read.length - estimates.length };
}

/**
 * The estimates a buyer gathers for one brief, from one calculator after another: each "Discuss this with us" adds
 * its own to those before. Only calculator addresses (nothing personal), for a day; forgotten once the brief is sent.
 * For the whole site: a cookie for /contact alone would miss /contact.data, which a client navigation loads.
 */
const GATHERED_COOKIE = 'brief-estimates';
const GATHERED_MAX_AGE_S = 24 * 60 * 60;

function gatheredEstimates(request: Request): string[] {
  const value = parseCookie(request.headers.get('cookie') ?? '')[GATHERED_COOKIE];
  try {
    const addresses: unknown = JSON.parse(value ?? '[]');
    return Array.isArray(addresses)
      ? addresses.filter((address): address is string => typeof address === 'string').slice(-MAX_ESTIMATES)
      : [];
  } catch {
    // A cookie that is not ours (or was changed) gathers nothing.
    return [];
  }
}

const gatheredCookie = (addresses: string[]) =>
  stringifySetCookie({
    name: GATHERED_COOKIE,
    value: JSON.stringify(addresses),
    path: '/',
    maxAge: addresses.length ? GATHERED_MAX_AGE_S : 0,
    httpOnly: true,
    sameSite: 'lax',
    secure: siteConfig().httpsOnly,
  });

/** The stock bottle ranges a sample request may name: the glass page's (none while the content service is away). */
async function sampleRanges(): Promise<{ name: string; capacities: string | null }[]> {
  const ranges = await queryOr('sample ranges', sampleRangesQuery, {}, null);
  return (ranges ?? []).flatMap((range) => (range?.name ? [{ name: range.name, capacities: range.capacities ?? null }] : []));
}

/** Catalogue parts a sample request may carry, as the form offers them: by slug, labelled by name and code. */
async function catalogueParts(slugs: string[]): Promise<{ slug: string; label: string; hint: string }[]> {
  const { parts } = await partsBySlug(cleanSlugs(slugs, MAX_SHORTLIST));
  return parts.map((part) => ({ slug: part.slug, label: `${part.name} (${part.code})`, hint: partFacts(part) }));
}

/**
 * /contact: a fresh form token; the kind of brief when a page asked for one (`?kind=`, and `?sample=` for samples); the estimates a calculator's
 * "Discuss this with us" attached (`?estimate=/tools/…`, computed again here), with those gathered before; an older
 * link's summary (`?context=`).
 */
export async function loadContactForm(request: Request) {
  const params = new URL(request.url).searchParams;
  const context = params.get('context')?.trim().slice(0, 2000) ?? '';
  const kind = enquiryTypes.find((type) => type.value === params.get('kind'))?.value ?? '';
  // Samples asked for by name (`?sample=discovery-set`): only the brief's own kinds of samples.
  const sample = sampleKinds.find((option) => option.value === params.get('sample'))?.value ?? null;
  const added = params.getAll('estimate');
  const [{ estimates, unreadable }, ranges, repliers, parts] = await Promise.all([
    readEstimates([...gatheredEstimates(request), ...added]),
    sampleRanges(),
    loadBriefRepliers(CONTACT_REPLY_PROMISE),
    catalogueParts(params.getAll('part')),
  ]);
  const headers = new Headers(privateAnswer);
  if (added.length) headers.append('Set-Cookie', gatheredCookie(estimates.map((estimate) => estimate.address)));
  // The estimate this link brought (a calculator's "Discuss this with us"): named at the top, its kind chosen.
  const arrived = estimates.find((estimate) => added.includes(estimate.address)) ?? null;
  return data(
    {
      formToken: issueFormToken(),
      context,
      kind: kind || (arrived ? (kindForCalculator[arrived.calculator] ?? '') : ''),
      sample,
      arrived: arrived ? { title: arrived.title } : null,
      estimates,
      unreadableEstimates: unreadable,
      ranges,
      repliers,
      parts,
    },
    { headers },
  );
}

/** `countEnquiry`: counts this post against its address's limit; true when over it. */
export async function sendEnquiry(request: Request, countEnquiry: () => Promise<boolean>) {
  const body = await readBriefBody(request);
  if (!body.ok && body.reason !== 'token') {
    // A body that is not a readable form (a broken multipart one, far too many fields), or one of too many at once:
    // the page again, with its form and what happened.
    return data<ActionResult>(
      {
        values: {},
        errors: {},
        estimates: [],
        formToken: issueFormToken(),
        notice:
          body.reason === 'busy'
            ? 'Many briefs are arriving just now, so yours was not read. Please send it again in a minute.'
            : 'Your form could not be read. Please fill it in and send it again.',
      },
      {
        status: body.reason === 'busy' ? 503 : 400,
        headers: { ...privateAnswer, ...(body.reason === 'busy' ? { 'Retry-After': '30' } : {}) },
      },
    );
  }
  const form = body.form;
  const values = valuesFrom(form);
  const sentToken = form.get('formToken');
  // Files sent without a valid token before them were never read (brief-form.server.ts): the token check below says so.
  const token = body.ok ? readFormToken(sentToken) : null;
  // The form keeps its token (and so its idempotency key) for as long as the visitor keeps trying.
  const formToken = token && typeof sentToken === 'string' ? sentToken : issueFormToken();
  // The estimates are computed again from their addresses: nothing the form says about them is taken as it is.
  const { estimates, unreadable } = await readEstimates(values.estimates ?? []);
  const files = form.getAll('files').filter((value): value is File => value instanceof File && (value.name !== '' || value.size > 0));
  const reply = (status: number, result: Omit<ActionResult, 'values' | 'formToken' | 'estimates'>) =>
    data<ActionResult>({ values, formToken, estimates, filesSent: files.length, ...result }, { status, headers: privateAnswer });

  if (token === null) {
    return reply(400, { errors: {}, notice: 'This form had expired. Please check your details and send it again.' });
  }
  // Spam is refused before the post counts against the address's limit (docs/security.md): a bot that fills the
  // hidden field, or posts faster than a person types, cannot lock out the people who share its address.
  const honeypot = form.get('website');
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    console.warn('contact: an enquiry with the hidden field filled in was refused as spam');
    throw redirect('/contact/thank-you', 303);
  }
  if (Date.now() - token.issued < ENQUIRY_MIN_FILL_MS) {
    return reply(400, { errors: {}, notice: 'That was sent very quickly. Please check your details and send it again.' });
  }
  if (await countEnquiry()) {
    return reply(429, {
      errors: {},
      notice:
        'You have sent several enquiries in a short time, so we paused the form. Please try again in a few minutes, or e-mail us directly.',
    });
  }
  const checked = validateEnquiry(values);
  const attached = await checkAttachments(files);
  const known = new Set((await sampleRanges()).map((range) => range.name));
  const rangeError =
    checked.ok && checked.enquiry.sampleRanges?.some((range) => !known.has(range)) ? 'Please choose ranges from the list.' : null;
  // The parts are stored as the team reads them (name and code), and only parts the catalogue has.
  const askedParts = checked.ok ? (checked.enquiry.sampleParts ?? []) : [];
  const parts = await catalogueParts(askedParts);
  const partsError = parts.length < askedParts.length ? 'Please choose parts from the catalogue’s list.' : null;
  if (checked.ok && parts.length) checked.enquiry.sampleParts = parts.map((part) => part.label);
  const estimateError =
    unreadable > 0
      ? `${unreadable === 1 ? 'An estimate' : `${unreadable} estimates`} could not be read again. Open it from its calculator and choose “Discuss this with us”, or send the brief without it.`
      : null;
  if (!checked.ok || estimateError || !attached.ok || rangeError || partsError) {
    return reply(400, {
      errors: {
        ...(checked.ok ? {} : checked.errors),
        ...(rangeError ? { sampleRanges: rangeError } : {}),
        ...(partsError ? { sampleParts: partsError } : {}),
        ...(estimateError ? { estimates: estimateError } : {}),
        ...(attached.ok ? {} : { files: attached.error }),
      },
    });
  }

  const { site } = await loadSiteContent();
  const { mail, siteUrl } = siteConfig();
  // Whether the buyer gets a copy is decided before the brief is stored, which records it for the thank-you page and
  // the team: at most one an hour to an address (a form sent again finds the first answer stored).
  const copySent = Boolean(mail) && (await currentRequest().mayAcknowledge(checked.enquiry.email));
  let stored: Awaited<ReturnType<typeof storeEnquiry>>;
  try {
    // The files first: kept under their content's hash, so a brief sent again keeps each once.
    await Promise.all(attached.attachments.map(keepAttachment));
    stored = await storeEnquiry(checked.enquiry, {
      page: new URL(request.url).pathname,
      key: token.key,
      estimates,
      attachments: attached.attachments,
      copySent,
    });
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
  if (stored.created) {
    void notifyTeam(checked.enquiry, stored, { to: site.email, companyName: site.companyName, siteUrl }, mail, estimates);
    if (copySent) {
      void queryOr('thank-you', thankYouQuery, { categories: [] }, null).then((content) => {
        const reply = content?.reply?.trim() || DEFAULT_BRIEF_REPLY;
        return acknowledgeBuyer(checked.enquiry, stored, { companyName: site.companyName, reply, siteUrl }, mail, estimates);
      });
    }
  }
  // The thank-you page shows what was sent, by a reference that names nothing personal and expires; the gathered
  // estimates went with it.
  throw redirect(`/contact/thank-you?${new URLSearchParams({ sent: sentReference(stored.id) })}`, {
    status: 303,
    headers: { 'Set-Cookie': gatheredCookie([]) },
  });
}

/** Said on the thank-you page when the content says nothing of its own. */
/** The reply time /contact promises beside the people who reply, when the site settings say none. */
export const CONTACT_REPLY_PROMISE = 'We reply to every brief within two working days.';

export const DEFAULT_BRIEF_REPLY = 'It is with our team now. We reply to every brief within two working days, usually sooner.';

/**
 * A stored brief as the thank-you page sums it up: its reference, what was asked, the estimates, the files by name,
 * the message, and whether a copy went by e-mail; no contact details.
 */
export interface SentSummary {
  reference: string | null;
  kind: string | null;
  rows: { label: string; value: string }[];
  estimates: { title: string; summary: string; address: string }[];
  files: { name: string; size: number }[];
  message: string | null;
  copySent: boolean;
}

function summaryOf(doc: Record<string, unknown>): SentSummary {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const count = (value: unknown) => (typeof value === 'number' ? value : undefined);
  const list = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined);
  const rows = describeBrief({
    enquiryType: text(doc.enquiryType) ?? '',
    quantity: count(doc.quantityPerSku),
    skus: count(doc.skuCount),
    launch: text(doc.launchMonth),
    budget: text(doc.budget),
    markets: list(doc.markets),
    stage: text(doc.stage),
    samples: list(doc.samples),
    sampleRanges: list(doc.sampleRanges),
    sampleParts: list(doc.sampleParts),
    sampleDetails: text(doc.sampleDetails),
  });
  const estimates = (Array.isArray(doc.estimates) ? doc.estimates : []).flatMap((estimate: Record<string, unknown>) => {
    const [title, summary, address] = [text(estimate?.title), text(estimate?.summary), text(estimate?.address)];
    return title && summary && address ? [{ title, summary, address }] : [];
  });
  const files = (Array.isArray(doc.attachments) ? doc.attachments : []).flatMap((file: Record<string, unknown>) => {
    const [name, size] = [text(file?.name), count(file?.size)];
    return name && size !== undefined ? [{ name, size }] : [];
  });
  return {
    reference: text(doc.reference) ?? null,
    kind: text(doc.enquiryType) ?? null,
    rows,
    estimates,
    files,
    message: text(doc.message) ?? null,
    copySent: doc.copySent === true,
  };
}

/**
 * /contact/thank-you: who replies and by when, what to read meanwhile, and, with a valid reference (`?sent=`), a
 * summary of the brief just sent (for one visitor: never kept by a cache).
 */
export async function loadThankYou(request: Request) {
  const id = readSentReference(new URL(request.url).searchParams.get('sent'));
  const stored = id ? await readStoredBrief(id) : null;
  const sent = stored ? summaryOf(stored) : null;
  const content = await queryOr('thank-you', thankYouQuery, { categories: readingFor(sent?.kind) }, null);
  // The posts about what the brief asked for first, then the newest, three in all.
  const posts = [...(content?.fitting ?? []), ...(content?.reading ?? [])].flatMap((post) =>
    post?.title && post.slug ? [{ title: post.title, slug: post.slug, excerpt: post.excerpt ?? null }] : [],
  );
  const reading = posts.filter((post, at) => posts.findIndex((other) => other.slug === post.slug) === at).slice(0, 3);
  return data(
    {
      reply: content?.reply?.trim() || DEFAULT_BRIEF_REPLY,
      reading,
      sent,
    },
    sent || id ? { headers: privateAnswer } : undefined,
  );
}
