import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponse, ApiProblemResponses } from '@sokoni/platform/errors';
import { CartProblems } from '../cart/cart.problems.js';
import { AddWishlistItem } from './add-wishlist-item.use-case.js';
import { GetWishlist } from './get-wishlist.query.js';
import { MergeWishlist, type WishlistMergeView } from './merge-wishlist.use-case.js';
import { RemoveWishlistItem } from './remove-wishlist-item.use-case.js';
import { AddWishlistItemDto, MergeWishlistDto } from './wishlist.dto.js';
import { WishlistMergeResponse, WishlistResponse } from './wishlist.response.js';
import type { WishlistView } from './wishlist.view.js';

/** A malformed id names no item: the same 404 as another buyer's or a missing one. */
function itemIdPipe(): ParseUUIDPipe {
  return new ParseUUIDPipe({ exceptionFactory: () => CartProblems.wishlistItemNotFound() });
}

/** The signed-in buyer's saved products. Changes answer with the whole wishlist. */
@ApiTags('cart')
@ApiBearerAuth()
@Roles('buyer')
@ApiProblemResponses(401, 403)
@Controller('api/v1/wishlist')
export class WishlistController {
  constructor(
    private readonly getWishlist: GetWishlist,
    private readonly addItem: AddWishlistItem,
    private readonly removeItem: RemoveWishlistItem,
    private readonly mergeWishlist: MergeWishlist,
  ) {}

  @Get()
  @ApiOkResponse({ type: WishlistResponse })
  get(@CurrentUser() buyer: AuthUser): Promise<WishlistView> {
    return this.getWishlist.execute(buyer);
  }

  @Post('items')
  @HttpCode(200)
  @ApiOkResponse({ type: WishlistResponse, description: 'Saved (saving a saved product changes nothing)' })
  @ApiProblemResponses(400, 404)
  @ApiProblemResponse(409, 'The wishlist is full (cart.wishlist_full)')
  add(@CurrentUser() buyer: AuthUser, @Body() body: AddWishlistItemDto): Promise<WishlistView> {
    return this.addItem.execute(buyer, body.productId);
  }

  @Post('merge')
  @HttpCode(200)
  @ApiOkResponse({ type: WishlistMergeResponse })
  @ApiProblemResponses(400)
  merge(@CurrentUser() buyer: AuthUser, @Body() body: MergeWishlistDto): Promise<WishlistMergeView> {
    return this.mergeWishlist.execute(buyer, body.items);
  }

  @Delete('items/:id')
  @ApiOkResponse({ type: WishlistResponse })
  @ApiProblemResponses(404)
  remove(@CurrentUser() buyer: AuthUser, @Param('id', itemIdPipe()) id: string): Promise<WishlistView> {
    return this.removeItem.execute(buyer, id.toLowerCase());
  }
}
