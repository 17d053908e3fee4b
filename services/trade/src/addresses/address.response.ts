import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import type { AddressBookView, AddressView } from './address.view.js';

const text = (example: string) => ({ type: 'string', nullable: true, example }) as const;

@ApiSchema({ name: 'BuyerAddress', description: "An address of the buyer's address book" })
export class AddressResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty(text('Nairobi warehouse')) label!: string | null;
  @ApiProperty({ example: 'Wanjiru Kamau' }) fullName!: string;
  @ApiProperty(text('Kamau Traders Ltd')) company!: string | null;
  @ApiProperty({ example: '12 Moi Avenue' }) line1!: string;
  @ApiProperty(text('Warehouse 4')) line2!: string | null;
  @ApiProperty({ example: 'Nairobi' }) city!: string;
  @ApiProperty(text('Nairobi County')) region!: string | null;
  @ApiProperty(text('00100')) postalCode!: string | null;
  @ApiProperty({ example: 'KE' }) country!: string;
  @ApiProperty({ example: '+254712345678', description: 'E.164' }) phone!: string;
  @ApiProperty({ description: 'Checkout preselects it' }) isDefault!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

@ApiSchema({ name: 'AddressBook', description: "The buyer's addresses, the default first" })
export class AddressBookResponse {
  @ApiProperty({ type: () => [AddressResponse] }) items!: AddressView[];
  @ApiProperty({ type: 'integer', example: 20, description: 'How many it may hold' }) max!: number;
}

type _Address = AssertTrue<SameShape<AddressResponse, AddressView>>;
type _Book = AssertTrue<SameShape<AddressBookResponse, AddressBookView>>;
