/**
 * Errors shaped the way Sanity's Content Lake shapes them, so that
 * `@sanity/client` turns them into the same messages it gives in production.
 */
export class LakeError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  /** Extra response headers (`Retry-After`). */
  headers?: Record<string, string>;

  constructor(status: number, body: Record<string, unknown>, message: string) {
    super(message);
    this.name = 'LakeError';
    this.status = status;
    this.body = body;
  }
}

/** `{error: {type, description}}`: the shape of most API errors. */
export function apiError(status: number, type: string, description: string, extra: Record<string, unknown> = {}): LakeError {
  return new LakeError(status, { error: { description, type, ...extra } }, description);
}

/** `{statusCode, error, message}`: the shape of authentication and permission errors. */
export function authError(status: 401 | 403, message: string): LakeError {
  const error = status === 401 ? 'Unauthorized' : 'Forbidden';
  return new LakeError(status, { statusCode: status, error, message }, message);
}

export function queryParseError(query: string, description: string, start: number, end: number): LakeError {
  return apiError(400, 'queryParseError', description, { query, start, end });
}

export function badRequest(description: string): LakeError {
  return apiError(400, 'httpBadRequest', description);
}

export function notFound(description: string): LakeError {
  return apiError(404, 'httpNotFound', description);
}

export function mutationError(status: number, description: string): LakeError {
  return apiError(status, 'mutationError', description, { items: [] });
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : `${+(bytes / 1024).toFixed(1)} KB`;
}

/**
 * A result past the size limit. 422, not 413 (which the lake answers for a
 * request body too large) and not among the statuses `@sanity/client`
 * retries: the same query would only fail again.
 */
export function resultTooLarge(limit: number, what = 'The query result is larger than the limit of'): LakeError {
  return apiError(
    422,
    'queryResultTooLarge',
    `${what} ${formatBytes(limit)}: ask for fewer documents (a slice such as [0...20]) or fewer fields (a projection)`,
  );
}
