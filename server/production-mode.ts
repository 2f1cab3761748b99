/**
 * `npm start` is production, whatever NODE_ENV says: imported first by
 * server/start.ts, so React, React Router and Express load their production
 * behaviour (no error details for visitors, React's faster server renderer).
 * What the operator set is kept: NODE_ENV=production asks for the shared
 * secrets of a deployment (app/env.server.ts), a bare local start does not.
 */
export const operatorSaidProduction = process.env.NODE_ENV === 'production';
process.env.NODE_ENV = 'production';
