import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AssertTrue, SameShape } from '@sokoni/platform/errors';
import { CONTACT_TOPICS, type ContactTopic } from './contact-message.entity.js';
import type { ContactMessageView, ContactReceipt } from './contact-message.view.js';

@ApiSchema({
  name: 'ContactMessageReceipt',
  description: 'The message is stored and the support team notified',
})
export class ContactReceiptResponse {
  @ApiProperty({ format: 'uuid', description: 'A reference the sender can quote' })
  id!: string;

  @ApiProperty({ format: 'date-time' })
  receivedAt!: string;
}

@ApiSchema({ name: 'ContactMessage' })
export class ContactMessageResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ format: 'email' })
  email!: string;

  @ApiProperty({ type: String, nullable: true })
  company!: string | null;

  @ApiProperty({ enum: CONTACT_TOPICS, enumName: 'ContactTopic' })
  topic!: ContactTopic;

  @ApiProperty()
  message!: string;

  @ApiProperty({ example: 'fr' })
  locale!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

type _Receipt = AssertTrue<SameShape<ContactReceiptResponse, ContactReceipt>>;
type _Message = AssertTrue<SameShape<ContactMessageResponse, ContactMessageView>>;
