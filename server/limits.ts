/**
 * Limits on what a visitor may send: a form must be a form
 * (`application/x-www-form-urlencoded` or `multipart/form-data`; 415
 * otherwise), say its length and stay under ENQUIRY_MAX_BODY_BYTES, or
 * BRIEF_MAX_BODY_BYTES for a brief with its files (411/413 otherwise); one address may send only so many enquiries per window, and
 * make only so many searches. The enquiry limit counts only posts the contact
 * action has found to come from the site's own form (React Router's origin
 * check, a valid form token): the action asks `enquiryCounter` once those pass,
 * and over the limit answers 429 with the visitor's values and a clear
 * message. A cross-site form a hostile page submits in the visitor's name is
 * refused before it counts, so it cannot lock the visitor (and everyone behind
 * the same address) out of the form. A multipart body that
 * cannot be read is the action's to answer, with the form (contact.server.ts).
 * With REDIS_URL the counts are shared by every instance (rate-limit-store.ts).
 */
import type { NextFunction, Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { MemoryStore, rateLimit, type Options, type Store } from 'express-rate-limit';
import {
  BRIEF_MAX_BODY_BYTES,
  ENQUIRY_MAX_BODY_BYTES,
  MAX_ATTACHMENTS_BYTES,
  ACKNOWLEDGEMENT_WINDOW_MS,
  ENQUIRY_RATE_WINDOW_MS,
  PREVIEW_LINK_RATE_LIMIT,
  RENDER_RATE_WINDOW_MS,
  PREVIEW_LINK_RATE_WINDOW_MS,
  SEARCH_RATE_LIMIT,
  SEARCH_RATE_WINDOW_MS,
} from '../app/constants.ts';
import { turns } from './address-turns.ts';
import { plainAnswer } from './errors.ts';

const formTypes = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

const multipart = /^\s*multipart\/form-data\s*(;|$)/i;

export function formBodyLimit(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'POST') return next();
  if (!formTypes.test(req.headers['content-type'] ?? '')) return plainAnswer(res, 415);
  const length = Number(req.headers['content-length']);
  if (!Number.isFinite(length)) return plainAnswer(res, 411);
  // The brief alone carries files (a multipart post to /contact, or to its data address when the page's script sends
  // it); every other form stays small.
  const withFiles = (req.path === '/contact' || req.path === '/contact.data') && multipart.test(req.headers['content-type'] ?? '');
  if (withFiles && length > BRIEF_MAX_BODY_BYTES) {
    return plainAnswer(
      res,
      413,
      `The files come to more than ${MAX_ATTACHMENTS_BYTES / 1024 / 1024} MB in all. Please send fewer or smaller ones.`,
    );
  }
  if (!withFiles && length > ENQUIRY_MAX_BODY_BYTES) {
    return plainAnswer(res, 413, `The form is larger than ${ENQUIRY_MAX_BODY_BYTES / 1024} KB. Please shorten your message.`);
  }
  next();
}

/** Where the enquiry limiter records its count on the request. */
const ENQUIRY_LIMIT_PROPERTY = 'enquiryLimit';

/**
 * Counts a request against its address's enquiry limit, when asked (by the contact action, through the request's
 * state), and says whether it is over. `store`: where the count is kept (rate-limit-store.ts); this process's memory
 * by default.
 */
export function enquiryCounter(limit: number, store?: Store): (req: Request, res: Response) => Promise<boolean> {
  const limiter = rateLimit({
    windowMs: ENQUIRY_RATE_WINDOW_MS,
    limit,
    ...(store ? { store } : {}),
    // A store that fails lets the enquiry through (the fallback store already counts in memory then).
    passOnStoreError: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // Over the limit, the page still renders (with the visitor's values): the action answers 429.
    handler: (_req, _res, next) => next(),
    requestPropertyName: ENQUIRY_LIMIT_PROPERTY,
  });
  return (req, res) =>
    new Promise((resolve, reject) => void limiter(req, res, (error?: unknown) => (error ? reject(error) : resolve(overLimit(req)))));
}

/** Whether the enquiry limiter counted this request over its limit (express-rate-limit's own record on the request). */
function overLimit(req: Request): boolean {
  const info = (req as Request & { [ENQUIRY_LIMIT_PROPERTY]?: { limit: number; used: number } })[ENQUIRY_LIMIT_PROPERTY];
  return info !== undefined && info.used > info.limit;
}

/** The search box asks once per pause in typing; a flood of searches from one address is told to wait (429, JSON). */
export function searchRateLimit(store?: Store) {
  return rateLimit({
    windowMs: SEARCH_RATE_WINDOW_MS,
    limit: SEARCH_RATE_LIMIT,
    ...(store ? { store } : {}),
    passOnStoreError: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).setHeader('Cache-Control', 'no-store');
      res.json({ error: 'Too many searches from your address. Please wait a few seconds and try again.' });
    },
  });
}

/**
 * Each preview link's secret is checked against the content service with the read token: one address may have only
 * so many checked per window (an editor opens a few an hour), so guessing secrets costs the guesser, not the lake.
 */
export function previewLinkRateLimit(store?: Store) {
  return rateLimit({
    windowMs: PREVIEW_LINK_RATE_WINDOW_MS,
    limit: PREVIEW_LINK_RATE_LIMIT,
    ...(store ? { store } : {}),
    passOnStoreError: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skip: (req) => new URL(req.originalUrl, 'http://site').searchParams.get('preview') !== 'true',
    handler: (_req, res) =>
      plainAnswer(
        res,
        429,
        'Too many preview links from your address. Please wait a few minutes and open the preview from the Studio again.',
      ),
  });
}

/**
 * A count per key in a window, kept where the rate limits are (this process, or Redis for every instance): a
 * function that counts one more for `key` and says whether that is still within `limit`. A store that fails says yes
 * (its fallback counts in memory meanwhile).
 */
export function keyedCount(windowMs: number, limit: number, store: Store = new MemoryStore()): (key: string) => Promise<boolean> {
  store.init?.({ windowMs } as Options);
  return async (key) => {
    try {
      const { totalHits } = await store.increment(key);
      return totalHits <= limit;
    } catch {
      return true;
    }
  };
}

/**
 * The buyer's acknowledgement goes to whatever address the form was given: at most one an hour to each address, so
 * the site cannot be made to mail a stranger again and again. Counted by the address's hash: the store keeps no
 * address.
 */
export function acknowledgementLimit(store?: Store): (email: string) => Promise<boolean> {
  const count = keyedCount(ACKNOWLEDGEMENT_WINDOW_MS, 1, store);
  return (email) => count(createHash('sha256').update(email.trim().toLowerCase()).digest('hex'));
}

/** The per-address bounds on pages made for one request (server/pages.ts). */
export interface RenderLimitOptions {
  /** Pages one address may have made in RENDER_RATE_WINDOW_MS (its share of RENDER_RATE_LIMIT), counted across instances. */
  perWindow: number;
  /** Made at once for one address by this instance (RENDER_CONCURRENCY); four times as many more wait their turn. */
  atOnce: number;
  /** Where the count is kept (rate-limit-store.ts); this process's memory by default. */
  store?: Store;
}

/**
 * What one address may ask the server to render for it alone: pages made for a query string, a form, a page made for
 * each visitor. Stored pages, and pages kept from an earlier render (render-cache.ts), cost nothing and are not
 * counted. Over the count (shared by every instance with REDIS_URL) the answer is 429; past the renders running at
 * once for it, a request waits its turn (a visitor's browser asks for a few at a time), and past those waiting, 429.
 * The waiting is in this process, and only for requests in flight: nothing stays once they are answered.
 * Returns a function that takes the request's turn (resolving to a release) or says it is refused.
 */
export function renderLimit(options: RenderLimitOptions): (address: string) => Promise<(() => void) | null> {
  const queue = turns(options.atOnce, options.atOnce * 4);
  const count = keyedCount(RENDER_RATE_WINDOW_MS, options.perWindow, options.store);
  return async (address) => {
    // A request with no room is refused before it counts.
    if (!queue.hasRoom(address) || !(await count(address))) return null;
    return new Promise((resolve) => {
      if (!queue.take(address, resolve)) resolve(null);
    });
  };
}
