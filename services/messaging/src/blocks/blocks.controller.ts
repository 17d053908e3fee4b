import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { BlockResponse, BlockUserDto } from './blocks.dto.js';
import { Blocks } from './blocks.service.js';

/** The caller's blocked users: they cannot send the caller messages any more. */
@ApiTags('messaging')
@ApiBearerAuth()
@Controller('api/v1/blocks')
export class BlocksController {
  constructor(private readonly blocks: Blocks) {}

  @Post()
  @ApiCreatedResponse({ type: BlockResponse })
  @ApiProblemResponses(400, 401, 422)
  block(@CurrentUser() user: AuthUser, @Body() body: BlockUserDto): Promise<BlockResponse> {
    return this.blocks.block(user.id, body.userId);
  }

  @Get()
  @ApiOkResponse({ type: BlockResponse, isArray: true })
  @ApiProblemResponses(401)
  list(@CurrentUser() user: AuthUser): Promise<BlockResponse[]> {
    return this.blocks.list(user.id);
  }

  @Delete(':userId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Unblocked (or was not blocked)' })
  @ApiProblemResponses(401)
  async unblock(@CurrentUser() user: AuthUser, @Param('userId') userId: string): Promise<void> {
    await this.blocks.unblock(user.id, userId);
  }
}
