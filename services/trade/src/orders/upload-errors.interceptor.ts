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
import { MAX_FILE_BYTES, MAX_FILES } from './order-files.js';
import { OrderProblems } from './order.problems.js';

/**
 * Wraps Nest's FilesInterceptor on the routes that take files (ship documents, dispute evidence):
 * multer's generic failures become trade's own translated problems.
 */
@Injectable()
export class UploadErrors implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(catchError((err: unknown) => throwError(() => map(err))));
  }
}

function map(err: unknown): unknown {
  if (err instanceof ProblemException || !(err instanceof HttpException) || !err.cause) return err;
  const { code, field } = err.cause as { code?: string; field?: string };
  if (err instanceof PayloadTooLargeException)
    return OrderProblems.fileTooLarge(field ?? 'files', MAX_FILE_BYTES / 1024 / 1024);
  if (code === 'LIMIT_FILE_COUNT' || code === 'LIMIT_UNEXPECTED_FILE')
    return code === 'LIMIT_FILE_COUNT'
      ? OrderProblems.tooManyFiles(field ?? 'files', MAX_FILES)
      : OrderProblems.badUpload();
  if (err instanceof BadRequestException || err.getStatus() === 415) return OrderProblems.badUpload();
  return err;
}
