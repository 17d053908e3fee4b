import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import { UserResponse } from '../profile/user.response.js';
import type { UserDetailView } from './admin-users.controller.js';
import type { SessionView } from './user-sessions.query.js';

/** OpenAPI schemas of what staff see on one user's page; checked against the views below. */
@ApiSchema({ name: 'UserSession', description: 'A sign-in that can still be refreshed' })
export class UserSessionResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  lastUsedAt!: string;

  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;

  @ApiProperty({ type: String, nullable: true, example: '197.232.61.10' })
  ip!: string | null;

  @ApiProperty({ type: String, nullable: true })
  userAgent!: string | null;
}

@ApiSchema({ name: 'UserDetail', description: 'A user for staff, with their active sessions' })
export class UserDetailResponse extends UserResponse {
  @ApiProperty({ type: [UserSessionResponse], description: 'Most recently used first' })
  sessions!: UserSessionResponse[];
}

type _Session = AssertTrue<SameShape<UserSessionResponse, SessionView>>;
type _Detail = AssertTrue<SameShape<UserDetailResponse, UserDetailView>>;
