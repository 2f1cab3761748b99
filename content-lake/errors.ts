/**
 * Errors shaped the way Sanity's Content Lake shapes them, so that
 * `@sanity/client` turns them into the same messages it gives in production.
 */
export class LakeError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;

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
