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
import { ProductProblems } from './products.problems.js';

/**
 * Wraps Nest's FileInterceptor: multer's generic failures (file over MAX_IMAGE_BYTES, a part not
 * named `image`, a broken multipart body) become the products API's own translated problems.
 */
@Injectable()
export class ImageUploadErrors implements NestInterceptor {
  constructor(@InjectConfig() private readonly config: CatalogueConfig) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(catchError((err: unknown) => throwError(() => this.map(err))));
  }

  private map(err: unknown): unknown {
    if (err instanceof PayloadTooLargeException) {
      const maxMb = Math.round((this.config.MAX_IMAGE_BYTES / 1024 / 1024) * 100) / 100;
      return ProductProblems.imageTooLarge({ maxMb });
    }
    // Only multer throws plain BadRequestExceptions here: our own errors are ProblemExceptions.
    if (err instanceof BadRequestException) return ProductProblems.imageMissing();
    return err;
  }
}
