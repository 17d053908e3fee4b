import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponse, ApiProblemResponses } from '@sokoni/platform/errors';
import { Idempotent } from '@sokoni/platform/idempotency';
import { AddCartItem } from './add-cart-item.use-case.js';
import { AddCartItemDto, MergeCartDto, UpdateCartItemDto } from './cart.dto.js';
import { CartProblems } from './cart.problems.js';
import { CartMergeResponse, CartResponse } from './cart.response.js';
import type { CartView } from './cart.view.js';
import { GetCart } from './get-cart.query.js';
import { MergeCart, type CartMergeView } from './merge-cart.use-case.js';
import { RemoveCartItem } from './remove-cart-item.use-case.js';
import { UpdateCartItem } from './update-cart-item.use-case.js';

/** A malformed line id names no line: the same 404 as another buyer's or a missing one. */
function lineIdPipe(): ParseUUIDPipe {
  return new ParseUUIDPipe({ exceptionFactory: () => CartProblems.lineNotFound() });
}

/**
 * The signed-in buyer's cart (buyers and traders who are both). Every answer that changes the cart
 * is the whole cart afterwards, so a client replaces what it shows in one step.
 */
@ApiTags('cart')
@ApiBearerAuth()
@Roles('buyer')
@ApiProblemResponses(401, 403)
@Controller('api/v1/cart')
export class CartController {
  constructor(
    private readonly getCart: GetCart,
    private readonly addItem: AddCartItem,
    private readonly updateItem: UpdateCartItem,
    private readonly removeItem: RemoveCartItem,
    private readonly mergeCart: MergeCart,
  ) {}

  @Get()
  @ApiOkResponse({ type: CartResponse })
  get(@CurrentUser() buyer: AuthUser): Promise<CartView> {
    return this.getCart.execute(buyer);
  }

  @Post('items')
  @HttpCode(200)
  @Idempotent()
  @ApiOkResponse({ type: CartResponse, description: 'The cart with the product added (quantities add up)' })
  @ApiProblemResponses(400, 404)
  @ApiProblemResponse(409, 'The cart is full (cart.cart_full)')
  @ApiProblemResponse(422, 'Below the MOQ, too many units, or the buyer’s own product')
  add(@CurrentUser() buyer: AuthUser, @Body() body: AddCartItemDto): Promise<CartView> {
    return this.addItem.execute(buyer, body.productId, body.quantity);
  }

  @Post('merge')
  @HttpCode(200)
  @ApiOkResponse({
    type: CartMergeResponse,
    description: 'The guest cart merged; items that could not be added are listed with their reason',
  })
  @ApiProblemResponses(400)
  merge(@CurrentUser() buyer: AuthUser, @Body() body: MergeCartDto): Promise<CartMergeView> {
    return this.mergeCart.execute(buyer, body.items);
  }

  @Patch('items/:id')
  @ApiOkResponse({
    type: CartResponse,
    description:
      'The line at its new quantity, priced at the current tier (this is how a new price is accepted)',
  })
  @ApiProblemResponses(400, 404)
  @ApiProblemResponse(409, 'The product is no longer available, or its price is not the one expected')
  @ApiProblemResponse(422, 'Below the MOQ or too many units')
  update(
    @CurrentUser() buyer: AuthUser,
    @Param('id', lineIdPipe()) id: string,
    @Body() body: UpdateCartItemDto,
  ): Promise<CartView> {
    return this.updateItem.execute(buyer, id.toLowerCase(), body);
  }

  @Delete('items/:id')
  @ApiOkResponse({ type: CartResponse, description: 'The cart without the line' })
  @ApiProblemResponses(404)
  remove(@CurrentUser() buyer: AuthUser, @Param('id', lineIdPipe()) id: string): Promise<CartView> {
    return this.removeItem.execute(buyer, id.toLowerCase());
  }
}
