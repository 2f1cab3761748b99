/**
 * What the server's middleware learns about a request (the CSP nonce, a valid
 * or refused preview, an enquiry over the rate limit), kept on `res.locals`
 * and handed to the app as React Router context (app/request-context.ts).
 * Nothing a visitor sends can set it.
 */
import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { newRenderRecord, type RequestState } from '../app/request-context.ts';

export function requestState(res: Response): RequestState {
  return res.locals.state as RequestState;
}

/** Starts every request's state, with a fresh nonce. */
export function initRequestState(_req: Request, res: Response, next: NextFunction): void {
  const state: RequestState = {
    nonce: randomBytes(16).toString('base64'),
    preview: false,
    previewRefused: false,
    rateLimited: false,
    forStore: false,
    record: newRenderRecord(),
  };
  res.locals.state = state;
  next();
}

/** A preview (or its refusal notice) is for one editor: never stored by any cache. */
export function isPrivate(state: RequestState): boolean {
  return state.preview || state.previewRefused;
}
