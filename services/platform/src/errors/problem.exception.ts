import { HttpException, HttpStatus } from '@nestjs/common';

/** Translation arguments: interpolated into `{name}` placeholders of the message. */
export type I18nArgs = Record<
  string,
  string | number | boolean | null | undefined | readonly (string | number)[]
>;

/** One invalid input field; the filter translates `i18nKey` into the caller's language. */
export interface ProblemFieldError {
  /** Dotted path into the request body or query: `address.city`, `lines.0.quantity`. */
  field: string;
  /** Stable machine code for the failed rule, e.g. `isEmail`, `minLength`, `identity.weak_password`. */
  code: string;
  i18nKey: string;
  args?: I18nArgs;
}

export interface ProblemInit {
  status: number;
  /** Stable machine code, `<area>.<problem>` (e.g. `identity.email_taken`); it names the problem type. */
  code: string;
  /** Translation key of the `detail`; defaults to `code`, so `identity.email_taken` lives in identity.json. */
  i18nKey?: string;
  args?: I18nArgs;
  errors?: ProblemFieldError[];
  /** Response headers, e.g. `Retry-After` or `WWW-Authenticate`. */
  headers?: Record<string, string>;
  /** Extra members of the problem document (RFC 9457 extensions), e.g. `{ retryAfterSeconds: 30 }`. */
  extensions?: Record<string, unknown>;
  cause?: unknown;
}

/**
 * The one exception business code throws for an expected failure. It carries no English text: the
 * problem filter turns `i18nKey` + `args` into the `detail` in the caller's language.
 */
export class ProblemException extends HttpException {
  readonly code: string;
  readonly i18nKey: string;
  readonly args: I18nArgs | undefined;
  readonly errors: ProblemFieldError[] | undefined;
  readonly headers: Record<string, string>;
  readonly extensions: Record<string, unknown> | undefined;

  constructor(init: ProblemInit) {
    super({ code: init.code, i18nKey: init.i18nKey ?? init.code, args: init.args }, init.status, {
      cause: init.cause,
    });
    this.name = 'ProblemException';
    // The Nest default would be the JSON of the response object; the code reads better in logs.
    this.message = init.code;
    this.code = init.code;
    this.i18nKey = init.i18nKey ?? init.code;
    this.args = init.args;
    this.errors = init.errors;
    this.headers = init.headers ?? {};
    this.extensions = init.extensions;
  }

  static badRequest(code: string, args?: I18nArgs, i18nKey?: string): ProblemException {
    return new ProblemException({ status: HttpStatus.BAD_REQUEST, code, args, i18nKey });
  }

  static unauthorized(code = 'auth.unauthenticated', args?: I18nArgs, i18nKey?: string): ProblemException {
    return new ProblemException({
      status: HttpStatus.UNAUTHORIZED,
      code,
      args,
      i18nKey,
      headers: { 'WWW-Authenticate': 'Bearer' },
    });
  }

  static forbidden(code = 'auth.forbidden', args?: I18nArgs, i18nKey?: string): ProblemException {
    return new ProblemException({ status: HttpStatus.FORBIDDEN, code, args, i18nKey });
  }

  static notFound(code: string, args?: I18nArgs, i18nKey?: string): ProblemException {
    return new ProblemException({ status: HttpStatus.NOT_FOUND, code, args, i18nKey });
  }

  static conflict(code: string, args?: I18nArgs, i18nKey?: string): ProblemException {
    return new ProblemException({ status: HttpStatus.CONFLICT, code, args, i18nKey });
  }

  static unprocessable(code: string, args?: I18nArgs, i18nKey?: string): ProblemException {
    return new ProblemException({ status: HttpStatus.UNPROCESSABLE_ENTITY, code, args, i18nKey });
  }

  static tooManyRequests(
    code: string,
    retryAfterSeconds: number,
    args?: I18nArgs,
    i18nKey?: string,
  ): ProblemException {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return new ProblemException({
      status: HttpStatus.TOO_MANY_REQUESTS,
      code,
      args: { retryAfter: seconds, ...args },
      i18nKey,
      headers: { 'Retry-After': String(seconds) },
    });
  }

  static serviceUnavailable(
    code: string,
    retryAfterSeconds?: number,
    args?: I18nArgs,
    i18nKey?: string,
  ): ProblemException {
    const headers: Record<string, string> = retryAfterSeconds
      ? { 'Retry-After': String(Math.ceil(retryAfterSeconds)) }
      : {};
    return new ProblemException({ status: HttpStatus.SERVICE_UNAVAILABLE, code, args, i18nKey, headers });
  }

  /** 400 listing every invalid field; what the validation pipe throws, and usable for checks DTOs cannot express. */
  static validation(errors: ProblemFieldError[]): ProblemException {
    return new ProblemException({
      status: HttpStatus.BAD_REQUEST,
      code: 'validation.failed',
      i18nKey: 'common.validation_failed',
      errors,
    });
  }
}
