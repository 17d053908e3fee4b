import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { catchError, throwError, type Observable } from 'rxjs';
import { InjectConfig } from '@sokoni/platform/config';
import type { CatalogueConfig } from '../catalogue.config.js';
import { SupplierProblems } from './suppliers.problems.js';

/**
 * Wraps FileInterceptor on the logo and banner uploads: multer's generic failures (a file over
 * MAX_IMAGE_BYTES, a part not named `image`, a broken multipart body) become translated problems.
 */
@Injectable()
export class StorefrontImageErrors implements NestInterceptor {
  constructor(@InjectConfig() private readonly config: CatalogueConfig) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(catchError((err: unknown) => throwError(() => this.map(err))));
  }

  private map(err: unknown): unknown {
    if (err instanceof PayloadTooLargeException) {
      const maxMb = Math.round((this.config.MAX_IMAGE_BYTES / 1024 / 1024) * 100) / 100;
      return SupplierProblems.imageTooLarge({ maxMb });
    }
    // Only multer throws plain BadRequestExceptions here: our own errors are ProblemExceptions.
    if (err instanceof BadRequestException) return SupplierProblems.imageMissing();
    return err;
  }
}
