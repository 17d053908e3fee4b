import {
  BadRequestException,
  type CallHandler,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { catchError, throwError, type Observable } from 'rxjs';
import { MAX_FILE_BYTES } from './bulk-import-file.js';
import { BulkImportProblems } from './bulk-import.problems.js';

/**
 * Wraps Nest's FileInterceptor: multer's generic failures (a file over MAX_FILE_BYTES, a part not
 * named `file`, a broken multipart body) become the bulk upload's own translated problems.
 */
@Injectable()
export class BulkUploadErrors implements NestInterceptor {
  intercept(_context: unknown, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(catchError((err: unknown) => throwError(() => map(err))));
  }
}

function map(err: unknown): unknown {
  if (err instanceof PayloadTooLargeException)
    return BulkImportProblems.fileTooLarge({ maxMb: MAX_FILE_BYTES / 1024 / 1024 });
  // Only multer throws plain BadRequestExceptions here: our own errors are ProblemExceptions.
  if (err instanceof BadRequestException) return BulkImportProblems.fileMissing();
  return err;
}
