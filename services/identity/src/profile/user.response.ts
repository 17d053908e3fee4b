import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import { ROLES, type User } from '../users/user.entity.js';
import type { UserView } from '../users/user.view.js';

/** The OpenAPI schema of UserView (what /me, registration and sign-in answer with). */
@ApiSchema({ name: 'User', description: 'An account as its owner sees it' })
export class UserResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'email', example: 'ama@cocoa-coop.gh' })
  email!: string;

  @ApiProperty({ example: 'Ama Owusu' })
  fullName!: string;

  @ApiProperty({ example: 'Ashanti Cocoa Cooperative' })
  businessName!: string;

  @ApiProperty({ enum: ROLES, enumName: 'UserRole' })
  role!: User['role'];

  @ApiProperty({ description: 'The e-mail address is confirmed' })
  verified!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  emailVerifiedAt!: string | null;

  @ApiProperty({ example: 'GH', description: 'ISO 3166-1 alpha-2' })
  country!: string;

  @ApiProperty({ type: String, nullable: true, example: '+233 24 123 4567' })
  phone!: string | null;

  @ApiProperty({
    description:
      'The phone number was proved by a code texted to it (POST /account/phone/code, then /verify); text messages go only to a verified number',
  })
  phoneVerified!: boolean;

  @ApiProperty({ type: String, nullable: true, example: 'Kumasi' })
  city!: string | null;

  @ApiProperty({ example: 'fr', description: 'Language of e-mails' })
  locale!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'sw',
    description: 'Storefront language chosen on the account (applied on sign-in); null until chosen',
  })
  language!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'KES',
    description: 'Display currency chosen on the account (applied on sign-in); null until chosen',
  })
  currency!: string | null;

  @ApiProperty({ example: 'AS' })
  avatarInitials!: string;

  @ApiProperty()
  suspended!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  suspendedAt!: string | null;

  @ApiProperty({ type: String, nullable: true })
  suspensionReason!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

type _UserSchema = AssertTrue<SameShape<UserResponse, UserView>>;
