import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, Length, Matches, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class ChangeEmailDto {
  @ApiProperty({ format: 'email' })
  @Transform(trim)
  @IsEmail()
  @MaxLength(254)
  newEmail!: string;

  @ApiProperty({ description: 'The account’s current password' })
  @IsString()
  @Length(1, 256)
  password!: string;
}

export class ConfirmEmailChangeDto {
  @ApiProperty()
  @IsString()
  @Length(20, 200)
  token!: string;
}

/** The word typed to confirm a deletion, the same in every language so that it is never mistranslated. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

export class DeleteAccountDto {
  @ApiProperty({ description: 'The account’s current password' })
  @IsString()
  @Length(1, 256)
  password!: string;

  @ApiProperty({ example: DELETE_CONFIRMATION_WORD, description: `Must be ${DELETE_CONFIRMATION_WORD}` })
  @IsString()
  @MaxLength(64)
  confirmation!: string;
}

export class VerifyPhoneDto {
  @ApiProperty({
    example: '042917',
    pattern: '^[0-9]{6}$',
    description: 'The six digits texted to the phone',
  })
  // Typed with a space ("042 917") it is the same code.
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.replace(/\s/g, '') : value,
  )
  @IsString({ message: 'identity.phone_code_format' })
  @Matches(/^[0-9]{6}$/, { message: 'identity.phone_code_format' })
  code!: string;
}
