import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import type { SavedSupplierView, SavedSuppliersView } from './saved-suppliers.view.js';

@ApiSchema({
  name: 'SavedSupplier',
  description: 'A supplier the buyer saved; its storefront is GET /suppliers/{id}',
})
export class SavedSupplierResponse {
  @ApiProperty({ format: 'uuid' }) supplierId!: string;
  @ApiProperty({ format: 'date-time' }) savedAt!: string;
}

@ApiSchema({ name: 'SavedSuppliers', description: "The buyer's saved suppliers, newest first" })
export class SavedSuppliersResponse {
  @ApiProperty({ type: () => [SavedSupplierResponse] }) items!: SavedSupplierView[];
  @ApiProperty({ type: 'integer' }) count!: number;
  @ApiProperty({ type: 'integer', description: 'How many may be saved' }) max!: number;
}

type _Item = AssertTrue<SameShape<SavedSupplierResponse, SavedSupplierView>>;
type _List = AssertTrue<SameShape<SavedSuppliersResponse, SavedSuppliersView>>;
