import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import type { CountryOption } from './countries.js';

@ApiSchema({ name: 'CountryOption', description: 'A country of the registration and profile forms' })
export class CountryOptionResponse {
  @ApiProperty({ example: 'KE', description: 'ISO 3166-1 alpha-2' })
  code!: string;

  @ApiProperty({ example: 'Kenya', description: 'In the asked language' })
  name!: string;

  @ApiProperty({ description: 'One of the 54 African countries (listed first)' })
  african!: boolean;
}

type _CountrySchema = AssertTrue<SameShape<CountryOptionResponse, CountryOption>>;
