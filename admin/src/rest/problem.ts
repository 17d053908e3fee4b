import { HttpError } from 'react-admin';

/** An RFC 9457 problem as the services send it: title and detail already in the reader's language. */
export interface Problem {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  code?: string;
  requestId?: string;
  errors?: { field: string; message: string; code?: string }[];
  [extension: string]: unknown;
}

/** What an HttpError of ours carries as `body`: the problem, with field errors in react-admin's shape. */
export interface ProblemBody extends Omit<Problem, 'errors'> {
  /** `{ "names.en": "…", root: { serverError: detail } }`: what react-admin's forms put under inputs. */
  errors?: Record<string, unknown>;
  /** The server's own list of field errors. */
  fieldErrors?: NonNullable<Problem['errors']>;
}

const isProblem = (body: unknown): body is Problem =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

/**
 * Turns an error response into react-admin's HttpError. Its message is the server's localized
 * `detail` (what the notification shows); field errors become the `{ field: message }` object that
 * react-admin's forms display under each input, with the detail as the form's root error.
 */
export function toHttpError(status: number, body: unknown, statusText = ''): HttpError {
  const problem: Problem = isProblem(body) ? body : {};
  const message = problem.detail || problem.title || statusText || `HTTP ${status}`;
  const { errors: list, ...rest } = problem;
  const out: ProblemBody = { ...rest, status };
  if (Array.isArray(list) && list.length > 0) {
    const errors: Record<string, unknown> = {};
    for (const e of list) {
      if (e && typeof e.field === 'string' && typeof e.message === 'string' && !(e.field in errors)) {
        errors[e.field] = e.message;
      }
    }
    errors.root = { serverError: message };
    out.errors = errors;
    out.fieldErrors = list;
  }
  return new HttpError(message, status, out);
}
