import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import type { StockPage, StockView } from './stock.view.js';

@ApiSchema({ name: 'Stock', description: "One ready-to-ship product's stock, as its seller sees it" })
export class StockResponse {
  @ApiProperty({ format: 'uuid' })
  productId!: string;

  @ApiProperty({ example: 'Grade A fermented cocoa beans' })
  title!: string;

  @ApiProperty({ example: 'tonne' })
  unit!: string;

  @ApiProperty({ description: 'false: no stock is kept (made to order) and buyers are not limited' })
  tracked!: boolean;

  @ApiProperty({ type: 'integer', example: 120 })
  onHand!: number;

  @ApiProperty({ type: 'integer', example: 20, description: 'Held by unpaid orders' })
  reserved!: number;

  @ApiProperty({ type: 'integer', example: 100, description: 'What buyers can still order' })
  available!: number;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  updatedAt!: string | null;
}

@ApiSchema({ name: 'StockPage' })
export class StockPageResponse {
  @ApiProperty({ type: StockResponse, isArray: true })
  items!: StockResponse[];

  @ApiProperty({ type: 'integer' })
  total!: number;

  @ApiProperty({ type: 'integer' })
  page!: number;

  @ApiProperty({ type: 'integer' })
  pageSize!: number;
}

type _Stock = AssertTrue<SameShape<StockResponse, StockView>>;
type _Page = AssertTrue<SameShape<StockPageResponse, StockPage>>;
