import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponse, ApiProblemResponses } from '@sokoni/platform/errors';
import { AddressBook } from './address-book.service.js';
import { AddressBookResponse, AddressResponse } from './address.response.js';
import type { AddressBookView, AddressView } from './address.view.js';
import { addressIdPipe, CreateAddressDto, UpdateAddressDto } from './addresses.dto.js';

/** The signed-in buyer's address book: checkout offers it, the default preselected. */
@ApiTags('trade')
@ApiBearerAuth()
@Roles('buyer')
@ApiProblemResponses(401, 403)
@Controller('api/v1/addresses')
export class AddressesController {
  constructor(private readonly book: AddressBook) {}

  @Get()
  @ApiOkResponse({ type: AddressBookResponse })
  list(@CurrentUser() buyer: AuthUser): Promise<AddressBookView> {
    return this.book.list(buyer);
  }

  @Post()
  @ApiCreatedResponse({ type: AddressResponse })
  @ApiProblemResponses(400)
  @ApiProblemResponse(409, 'The book is full (addresses.full)')
  create(@CurrentUser() buyer: AuthUser, @Body() body: CreateAddressDto): Promise<AddressView> {
    return this.book.create(buyer, body);
  }

  @Patch(':id')
  @ApiOkResponse({ type: AddressResponse })
  @ApiProblemResponses(400, 404)
  update(
    @CurrentUser() buyer: AuthUser,
    @Param('id', addressIdPipe()) id: string,
    @Body() body: UpdateAddressDto,
  ): Promise<AddressView> {
    return this.book.update(buyer, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiProblemResponses(404)
  async remove(@CurrentUser() buyer: AuthUser, @Param('id', addressIdPipe()) id: string): Promise<void> {
    await this.book.remove(buyer, id);
  }

  /** Checkout preselects it. */
  @Post(':id/default')
  @HttpCode(200)
  @ApiOkResponse({ type: AddressResponse })
  @ApiProblemResponses(404)
  makeDefault(
    @CurrentUser() buyer: AuthUser,
    @Param('id', addressIdPipe()) id: string,
  ): Promise<AddressView> {
    return this.book.makeDefault(buyer, id);
  }
}
