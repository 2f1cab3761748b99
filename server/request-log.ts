import type { NextFunction, Request, Response } from 'express';

/** One line per request once it is answered: method, address, status and time. */
export function requestLog(log: (line: string) => void) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    res.on('finish', () => log(`${req.method} ${req.originalUrl} ${res.statusCode} ${Math.round(performance.now() - started)}ms`));
    next();
  };
}
