import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import type { DeviceType } from '../sessions/device.js';
import type { AccountSessionView } from './own-sessions.query.js';

@ApiSchema({
  name: 'AccountSession',
  description: 'One of the caller’s signed-in sessions (a browser or app that stays signed in)',
})
export class AccountSessionResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ description: 'The session this request is made in' })
  current!: boolean;

  @ApiProperty({ type: String, nullable: true, example: 'Chrome', description: 'Browser family' })
  browser!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Android', description: 'Operating system family' })
  os!: string | null;

  @ApiProperty({ type: String, nullable: true, enum: ['desktop', 'mobile', 'tablet'] })
  deviceType!: DeviceType | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'KE',
    description: 'Country of sign-in, when the edge in front of Sokoni tells it (CLIENT_COUNTRY_HEADER)',
  })
  country!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '41.90.64.0/24',
    description: 'The network signed in from: IPv4 /24 or IPv6 /48, never the full address',
  })
  network!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time', description: 'Last time the session was refreshed' })
  lastUsedAt!: string;

  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;
}

type _AccountSessionSchema = AssertTrue<SameShape<AccountSessionResponse, AccountSessionView>>;
