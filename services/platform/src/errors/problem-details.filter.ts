import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Injectable,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { throwError, type Observable } from 'rxjs';
import { getRequestContext, requestContextOf } from '../observability/request-context.js';
import { I18nContext } from './i18n-lib.js';
import { negotiateLanguage } from './language.js';
import { ProblemException, type I18nArgs, type ProblemFieldError } from './problem.exception.js';
import { Translator } from './translator.service.js';

export const PROBLEM_TYPE_BASE = 'https://sokoni.africa/problems/';
export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** The RFC 9457 document every error response carries. */
export interface ProblemDocument {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  code: string;
  requestId: string;
  errors?: { field: string; message: string; code: string }[];
  [extension: string]: unknown;
}

interface Described {
  status: number;
  code: string;
  i18nKey: string;
  args?: I18nArgs;
  errors?: ProblemFieldError[];
  headers?: Record<string, string>;
  extensions?: Record<string, unknown>;
  /** A problem type of our own (a link to its page) rather than the plain HTTP status. */
  typed: boolean;
}

/** `413` → `payload_too_large`, the suffix of generic codes (`http.payload_too_large`) and their keys. */
function statusSlug(status: number): string {
  return (STATUS_CODES[status] ?? (status >= 500 ? 'server error' : 'client error'))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/**
 * Turns every exception of an HTTP request into `application/problem+json`, in the caller's language.
 * Expected failures are ProblemExceptions; Nest's own HttpExceptions (unknown route, body parser
 * errors, guards) get a generic detail for their status; anything else is a bug: logged with its
 * stack, answered with a bare 500 that reveals nothing about it.
 */
@Catch()
@Injectable()
export class ProblemDetailsFilter implements ExceptionFilter {
  private readonly logger = new Logger('ProblemDetails');

  constructor(private readonly translator: Translator) {}

  catch(exception: unknown, host: ArgumentsHost): Observable<never> | void {
    // Message handlers have no response to write; their transport deals with the error.
    if (host.getType() !== 'http') return throwError(() => exception);
    const req = host.switchToHttp().getRequest<Request>();
    const res = host.switchToHttp().getResponse<Response>();
    const problem = this.describe(exception);
    this.log(exception, problem, req);
    if (res.headersSent) {
      res.end(); // a streamed response failed midway: all we can still do is stop it
      return;
    }
    const lang = this.languageOf(req, host);
    const requestId = getRequestContext()?.requestId ?? requestContextOf(req, res).requestId;
    const body = this.document(problem, lang, req, requestId);
    res.status(problem.status);
    for (const [name, value] of Object.entries(problem.headers ?? {})) res.setHeader(name, value);
    res.setHeader('Content-Type', `${PROBLEM_CONTENT_TYPE}; charset=utf-8`);
    res.setHeader('Content-Language', lang);
    res.send(JSON.stringify(body));
  }

  private describe(thrown: unknown): Described {
    // Express middleware errors reach the filter wrapped by Nest's adapter (an HttpException whose
    // cause is the original): a problem thrown there, by the body parser's hooks say, is still ours.
    const exception =
      !(thrown instanceof ProblemException) &&
      thrown instanceof Error &&
      thrown.cause instanceof ProblemException
        ? thrown.cause
        : thrown;
    if (exception instanceof ProblemException) {
      const { code, i18nKey, args, errors, headers, extensions } = exception;
      return { status: exception.getStatus(), code, i18nKey, args, errors, headers, extensions, typed: true };
    }
    const status = exception instanceof HttpException ? exception.getStatus() : clientErrorStatus(exception);
    if (status === undefined) {
      return {
        status: 500,
        code: 'http.internal_server_error',
        i18nKey: 'common.http.internal_server_error.detail',
        typed: false,
      };
    }
    const cause = exception instanceof Error ? exception.cause : undefined;
    if (status === 400 && (cause instanceof SyntaxError || exception instanceof SyntaxError)) {
      return { status, code: 'http.malformed_body', i18nKey: 'common.malformed_body', typed: true };
    }
    const slug = statusSlug(status);
    return { status, code: `http.${slug}`, i18nKey: `common.http.${slug}.detail`, typed: false };
  }

  private document(p: Described, lang: string, req: Request, requestId: string): ProblemDocument {
    const t = (key: string, args?: I18nArgs) => this.translator.translate(key, lang, args);
    const slug = statusSlug(p.status);
    const generic = p.status >= 500 ? 'server_error' : 'client_error';
    const translated = (key: string, fallback: string, args?: I18nArgs) => {
      const text = t(key, args);
      return text === key ? t(fallback, args) : text;
    };
    const doc: ProblemDocument = {
      ...p.extensions,
      type: p.typed ? `${PROBLEM_TYPE_BASE}${p.code}` : 'about:blank',
      title: translated(`common.http.${slug}.title`, `common.http.${generic}.title`),
      status: p.status,
      detail: translated(p.i18nKey, `common.http.${generic}.detail`, p.args),
      instance: (req.originalUrl ?? req.url ?? '/').split('?')[0] ?? '/',
      code: p.code,
      requestId,
    };
    if (p.errors?.length) {
      doc.errors = p.errors.map((e) => ({
        field: e.field,
        message: translated(e.i18nKey, 'validation.invalid', e.args),
        code: e.code,
      }));
    }
    return doc;
  }

  private languageOf(req: Request, host: ArgumentsHost): string {
    const resolved = I18nContext.current(host)?.lang;
    if (resolved) return this.translator.resolveLanguage(resolved);
    const query = typeof req.query?.['lang'] === 'string' ? req.query['lang'] : undefined;
    if (query) return this.translator.resolveLanguage(query);
    return negotiateLanguage(req.headers['accept-language'], this.translator.languages);
  }

  private log(exception: unknown, problem: Described, req: Request): void {
    if (problem.status < 500) return; // the access log has the status; a client's mistake is no incident
    const where = `${req.method} ${(req.originalUrl ?? req.url ?? '').split('?')[0]}`;
    // (message, stack) is the contract Nest's own handlers use; every LoggerService understands it.
    if (exception instanceof Error)
      this.logger.error(`${where} failed: ${exception.message}`, exception.stack);
    else this.logger.error(`${where} failed: non-Error thrown: ${String(exception)}`);
  }
}

/**
 * http-errors instances (body parser, Express) carry their status; Nest maps the ones it knows, this
 * catches any that slip through. Only 4xx: a 5xx one is a server fault and gets the generic 500.
 */
function clientErrorStatus(exception: unknown): number | undefined {
  if (typeof exception !== 'object' || exception === null) return undefined;
  const e = exception as { status?: unknown; statusCode?: unknown; expose?: unknown };
  const status = typeof e.statusCode === 'number' ? e.statusCode : e.status;
  if (typeof status !== 'number' || e.expose !== true) return undefined;
  return status >= 400 && status < 500 ? status : undefined;
}
