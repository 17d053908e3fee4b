import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { catchError, throwError, type Observable } from 'rxjs';
import { ProblemException } from '@sokoni/platform/errors';
import { Problems } from '../identity.problems.js';
import { DOCUMENTS_FIELD, MAX_DOCUMENT_BYTES, MAX_DOCUMENTS } from './verification-documents.js';

/**
 * Wraps Nest's FilesInterceptor: multer's generic failures become identity's own translated
 * problems (a file over 10 MB, a sixth file, a file in another field, a broken multipart body).
 */
@Injectable()
export class DocumentUploadErrors implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(catchError((err: unknown) => throwError(() => map(err))));
  }
}

function map(err: unknown): unknown {
  // Our own problems (validation included) pass; only multer's and busboy's errors carry a cause.
  if (err instanceof ProblemException || !(err instanceof HttpException) || !err.cause) return err;
  const { code, field } = err.cause as { code?: string; field?: string };
  if (err instanceof PayloadTooLargeException)
    return Problems.documentTooLarge(MAX_DOCUMENT_BYTES / 1024 / 1024);
  // More files than allowed in the right field is "too many"; a file in any other field is a bad form.
  if (code === 'LIMIT_FILE_COUNT' || (code === 'LIMIT_UNEXPECTED_FILE' && field === DOCUMENTS_FIELD))
    return Problems.tooManyDocuments(MAX_DOCUMENTS);
  if (err instanceof BadRequestException || err.getStatus() === 415) return Problems.badUpload();
  return err;
}
