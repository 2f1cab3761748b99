/**
 * `npm start` is production, whatever NODE_ENV says: imported first by
 * server/start.ts, so React, React Router and Express load their production
 * behaviour (no error details for visitors, React's faster server renderer).
 */
process.env.NODE_ENV = 'production';
