import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Res,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { contentDisposition, type UploadedFile } from '@sokoni/platform/files';
import { Idempotent } from '@sokoni/platform/idempotency';
import { AcceptOrder } from './accept-order.use-case.js';
import { CancelOrder } from './cancel-order.use-case.js';
import { ConfirmReceipt } from './confirm-receipt.use-case.js';
import { DeclineOrder } from './decline-order.use-case.js';
import { DeliverOrder } from './deliver-order.use-case.js';
import { AcceptOrderDto, CancelOrderDto, DeclineOrderDto, ShipOrderDto } from './order-actions.dto.js';
import { ReadOrderDocument } from './order-document.query.js';
import { MAX_FILE_BYTES, MAX_FILES } from './order-files.js';
import { OrderSummaryResponse } from './order-summary.response.js';
import type { OrderSummaryView } from './order-summary.view.js';
import { ShipOrder, SHIPPING_DOCUMENTS_FIELD } from './ship-order.use-case.js';
import { ApiUploadBody } from './upload-body.decorator.js';
import { UploadErrors } from './upload-errors.interceptor.js';

/**
 * What the parties do to an order. Any signed-in user may call these; the order decides: someone
 * who is neither its buyer nor its seller gets 404, the other party 403, a wrong status 409. Each
 * can move money (directly or by starting the release clock), so each needs an Idempotency-Key.
 */
@ApiTags('orders')
@ApiBearerAuth()
@Controller('api/v1/orders/:id')
export class OrderActionsController {
  constructor(
    private readonly acceptOrder: AcceptOrder,
    private readonly declineOrder: DeclineOrder,
    private readonly shipOrder: ShipOrder,
    private readonly deliverOrder: DeliverOrder,
    private readonly confirmReceipt: ConfirmReceipt,
    private readonly cancelOrder: CancelOrder,
    private readonly documents: ReadOrderDocument,
  ) {}

  /** The seller takes a paid order on. */
  @Post('accept')
  @HttpCode(200)
  @Idempotent({ required: true })
  @ApiOkResponse({ type: OrderSummaryResponse, description: 'The order, accepted' })
  @ApiProblemResponses(400, 401, 403, 404, 409)
  accept(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: AcceptOrderDto,
  ): Promise<OrderSummaryView> {
    return this.acceptOrder.execute(user, id, body.note);
  }

  /** The seller cannot fulfil a paid order: the buyer is refunded in full. */
  @Post('decline')
  @HttpCode(200)
  @Idempotent({ required: true })
  @ApiOkResponse({ type: OrderSummaryResponse, description: 'The order, declined; its refund is on its way' })
  @ApiProblemResponses(400, 401, 403, 404, 409)
  decline(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: DeclineOrderDto,
  ): Promise<OrderSummaryView> {
    return this.declineOrder.execute(user, id, body.reason);
  }

  /** The seller ships an accepted order: carrier, tracking, and up to 5 documents (PDF/JPEG/PNG/WebP, 10 MB each). */
  @Post('ship')
  @HttpCode(200)
  @Idempotent({ required: true })
  @ApiUploadBody(ShipOrderDto, SHIPPING_DOCUMENTS_FIELD)
  @ApiOkResponse({ type: OrderSummaryResponse, description: 'The order, shipped' })
  @ApiProblemResponses(400, 401, 403, 404, 409, 413, 415)
  // Below @Idempotent: multer reads the form first, so the key's fingerprint covers its text fields.
  @UseInterceptors(
    UploadErrors,
    FilesInterceptor(SHIPPING_DOCUMENTS_FIELD, MAX_FILES, {
      limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: 8, fieldSize: 4096, parts: 16 },
    }),
  )
  ship(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: ShipOrderDto,
    @UploadedFiles() files: UploadedFile[] | undefined,
  ): Promise<OrderSummaryView> {
    return this.shipOrder.execute(user, id, body, files);
  }

  /** Either party says the shipment arrived; the release clock starts. */
  @Post('deliver')
  @HttpCode(200)
  @Idempotent({ required: true })
  @ApiOkResponse({ type: OrderSummaryResponse, description: 'The order, delivered' })
  @ApiProblemResponses(400, 401, 403, 404, 409)
  deliver(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<OrderSummaryView> {
    return this.deliverOrder.execute(user, id);
  }

  /** The buyer confirms receipt: the escrow is released to the seller. */
  @Post('confirm-receipt')
  @HttpCode(200)
  @Idempotent({ required: true })
  @ApiOkResponse({ type: OrderSummaryResponse, description: 'The order, completed' })
  @ApiProblemResponses(400, 401, 403, 404, 409)
  confirm(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<OrderSummaryView> {
    return this.confirmReceipt.execute(user, id);
  }

  /** The buyer cancels before shipment: a paid order is refunded, an unpaid checkout dropped. */
  @Post('cancel')
  @HttpCode(200)
  @Idempotent({ required: true })
  @ApiOkResponse({ type: OrderSummaryResponse, description: 'The order, cancelled' })
  @ApiProblemResponses(400, 401, 403, 404, 409)
  cancel(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: CancelOrderDto,
  ): Promise<OrderSummaryView> {
    return this.cancelOrder.execute(user, id, body.reason);
  }

  /** A shipping document or a piece of dispute evidence, for the order's parties and staff. */
  @Get('documents/:documentId')
  @ApiProduces('application/pdf', 'image/jpeg', 'image/png', 'image/webp')
  @ApiOkResponse({ description: 'The file, as an attachment', schema: { type: 'string', format: 'binary' } })
  @ApiProblemResponses(401, 404)
  async document(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Param('documentId') documentId: string,
    @Res() res: Response,
  ): Promise<void> {
    const { document, body } = await this.documents.execute(user, id, documentId);
    res.setHeader('Content-Type', document.contentType);
    res.setHeader('Content-Length', String(body.length));
    res.setHeader('Content-Disposition', contentDisposition(document.fileName));
    // Business papers: never kept by a shared cache, never run as a page whatever the bytes hold.
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.send(body);
  }
}
