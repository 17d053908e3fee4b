import { Migration } from '@mikro-orm/migrations';

/** The sweep of uploads never sent (AttachmentSweeper) finds the old ones without reading the sent ones. */
export class Migration20261231200100UnsentAttachments extends Migration {
  override name = 'Migration20261231200100UnsentAttachments';

  override up(): void {
    this.addSql(`create index attachment_unsent_idx on messaging.attachment (created_at)
      where message_id is null`);
  }
}
