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
import { InjectConfig } from '@sokoni/platform/config';
import { ProblemException } from '@sokoni/platform/errors';
import type { MessagingConfig } from '../messaging.config.js';
import { MessagingProblems } from '../messaging.problems.js';

/** Wraps Nest's FileInterceptor: multer's generic failures become messaging's own translated problems. */
@Injectable()
export class UploadErrors implements NestInterceptor {
  constructor(@InjectConfig() private readonly config: MessagingConfig) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(catchError((err: unknown) => throwError(() => this.map(err))));
  }

  private map(err: unknown): unknown {
    if (err instanceof ProblemException || !(err instanceof HttpException)) return err;
    if (err instanceof PayloadTooLargeException)
      return MessagingProblems.fileTooLarge({ maxMb: this.config.ATTACHMENT_MAX_MB });
    if (err instanceof BadRequestException || err.getStatus() === 415) return MessagingProblems.badUpload();
    return err;
  }
}
