/**
 * Limits on what a visitor may send: a form body must say its length and stay
 * under ENQUIRY_MAX_BODY_BYTES (411/413 otherwise), and one address may send
 * only so many enquiries per window. Over the rate limit the contact page
 * still renders, with the visitor's values and a clear message: the limiter
 * marks the request's state and the action answers 429. With REDIS_URL the
 * count is shared by every instance (rate-limit-store.ts).
 */
import type { NextFunction, Request, Response } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { ENQUIRY_MAX_BODY_BYTES, ENQUIRY_RATE_WINDOW_MS } from '../app/constants.ts';
import { requestState } from './request-state.ts';

export function formBodyLimit(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'POST') return next();
  const length = Number(req.headers['content-length']);
  if (!Number.isFinite(length)) {
    res.status(411).type('text').send('A form must be sent with its length.');
    return;
  }
  if (length > ENQUIRY_MAX_BODY_BYTES) {
    res
      .status(413)
      .type('text')
      .send(`The form is larger than ${ENQUIRY_MAX_BODY_BYTES / 1024} KB. Please shorten your message.`);
    return;
  }
  next();
}

/** `store`: where the count is kept (rate-limit-store.ts); this process's memory by default. */
export function enquiryRateLimit(limit: number, store?: Store) {
  return rateLimit({
    windowMs: ENQUIRY_RATE_WINDOW_MS,
    limit,
    ...(store ? { store } : {}),
    // A store that fails lets the enquiry through (the fallback store already counts in memory then).
    passOnStoreError: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res, next) => {
      requestState(res).rateLimited = true;
      next();
    },
  });
}
