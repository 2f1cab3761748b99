/**
 * The last word on a request that went wrong before a page could answer: a
 * short plain message and a status, never a stack trace or a file path, and
 * never kept by a cache. Express's own handler would print the stack outside
 * production.
 */
import type { NextFunction, Request, Response } from 'express';

export function finalErrorHandler(error: unknown, req: Request, res: Response, next: NextFunction): void {
  const status = httpStatus(error);
  if (status >= 500) console.error(`${req.method} ${req.originalUrl}: ${(error as Error)?.stack ?? String(error)}`);
  if (res.headersSent) {
    next(error);
    return;
  }
  res.status(status).setHeader('Cache-Control', 'no-store');
  res
    .type('text')
    .send(status >= 500 ? 'Something went wrong on our side. Please try again in a moment.' : 'That request could not be understood.');
}

/** The status an error carries (body parsers and static files set one), or 500. */
function httpStatus(error: unknown): number {
  const status = (error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}
