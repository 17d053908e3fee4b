/** An RFC 9457 problem as the services send it (title and detail already in the reader's language). */
export interface Problem {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  errors?: { field?: string; message: string }[];
  [extra: string]: unknown;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem,
  ) {
    super(problem.detail ?? problem.title ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }

  /** Field → message, for forms. */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const e of this.problem.errors ?? []) if (e.field && !out[e.field]) out[e.field] = e.message;
    return out;
  }
}

export function toApiError(status: number, body: unknown): ApiError {
  const problem: Problem =
    body && typeof body === 'object'
      ? (body as Problem)
      : { title: typeof body === 'string' ? body : undefined };
  return new ApiError(status, problem);
}
