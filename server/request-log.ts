import type { NextFunction, Request, Response } from 'express';

/**
 * The address as the log shows it: the path, and each parameter's name with its value left out. Values are what a
 * visitor or an editor typed or was given: a preview link's secret (valid for an hour, reusable), a search, a
 * calculator's summary. None is an operator's business, and a log is read by more people than the site's secrets are.
 */
export function loggedAddress(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const names = url
    .slice(start + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=', 1)[0]}=…`);
  return `${url.slice(0, start)}?${names.join('&')}`;
}

/** The line for one answered request: method, address (values left out), status and time. */
export const requestLine = (method: string | undefined, url: string | undefined, status: number, started: number) =>
  `${method} ${loggedAddress(url ?? '')} ${status} ${Math.round(performance.now() - started)}ms`;

/** One line per request once it is answered. */
export function requestLog(log: (line: string) => void) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    res.on('finish', () => log(requestLine(req.method, req.originalUrl, res.statusCode, started)));
    next();
  };
}
