import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import { UserResponse } from '../profile/user.response.js';
import type { UserView } from '../users/user.view.js';

/** What sign-in and refresh answer with (the refresh token itself travels in an httpOnly cookie). */
export interface SessionView {
  accessToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
  user: UserView;
}

@ApiSchema({
  name: 'Session',
  description: 'A signed-in session; the rotating refresh token is set as an httpOnly cookie',
})
export class SessionResponse {
  @ApiProperty({ description: 'Short-lived JWT for the Authorization: Bearer header' })
  accessToken!: string;

  @ApiProperty({ enum: ['Bearer'] })
  tokenType!: 'Bearer';

  @ApiProperty({ type: 'integer', description: 'Seconds until the access token expires', example: 900 })
  expiresIn!: number;

  @ApiProperty({ type: () => UserResponse })
  user!: UserResponse;
}

type _SessionSchema = AssertTrue<SameShape<SessionResponse, SessionView>>;
