/**
 * The last word on a request that went wrong before a page could answer: a
 * short plain message and a status, never a stack trace or a file path, and
 * never kept by a cache. Express's own handler would print the stack outside
 * production. The server's own refusals (normalise.ts, methods.ts, limits.ts)
 * answer the same way, through `plainAnswer`.
 */
import type { NextFunction, Request, Response } from 'express';
import { loggedAddress } from './request-log.ts';

/** What a visitor reads for each status the server itself answers with. */
const messages: Record<number, string> = {
  400: 'That request could not be understood.',
  404: 'There is no page at this address.',
  405: 'This address does not take that kind of request.',
  408: 'The request took too long to arrive.',
  411: 'A form must be sent with its length.',
  413: 'That request is too large.',
  414: 'That address is too long.',
  415: 'A form must be sent as application/x-www-form-urlencoded or multipart/form-data.',
  416: 'That part of the file does not exist.',
  429: 'Too many requests from your address. Please wait a moment and try again.',
  431: 'The request’s headers are too large.',
};

export const statusMessage = (status: number) =>
  messages[status] ?? (status >= 500 ? 'Something went wrong on our side. Please try again in a moment.' : messages[400]!);

/** A short plain-text answer that no cache keeps. */
export function plainAnswer(res: Response, status: number, message = statusMessage(status)): void {
  res.status(status).setHeader('Cache-Control', 'no-store');
  res.type('text').send(message);
}

export function finalErrorHandler(error: unknown, req: Request, res: Response, next: NextFunction): void {
  const status = httpStatus(error);
  if (status >= 500) console.error(`${req.method} ${loggedAddress(req.originalUrl)}: ${(error as Error)?.stack ?? String(error)}`);
  if (res.headersSent) {
    next(error);
    return;
  }
  // Headers the failed answer had begun to carry (a file's ETag) are not this answer's; a 416 keeps its `Content-Range: bytes */size`.
  for (const name of ['Content-Disposition', 'ETag', 'Last-Modified', ...(status === 416 ? [] : ['Content-Range'])]) res.removeHeader(name);
  plainAnswer(res, status);
}

/** The status an error carries (body parsers and static files set one), or 500. */
function httpStatus(error: unknown): number {
  const status = (error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}
