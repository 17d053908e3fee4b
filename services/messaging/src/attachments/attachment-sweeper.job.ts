import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { InjectConfig } from '@sokoni/platform/config';
import { PollingLoop } from '@sokoni/platform/events';
import { OBJECT_STORAGE, type ObjectStorage } from '@sokoni/platform/storage';
import type { MessagingConfig } from '../messaging.config.js';
import { SCHEMA } from '../messaging.schema.js';

const BATCH = 100;

/**
 * Deletes uploads never sent with a message once older than MESSAGING_ATTACHMENT_TTL_HOURS, every
 * MESSAGING_ATTACHMENT_SWEEP_MINUTES, on the platform's PollingLoop.
 *
 * Row first, file after: the row is deleted under its row lock, so a message sending that upload
 * at the same instant either claimed it first (the row then has a message and is not swept) or
 * waits for the delete and finds no row (422, the message is not stored). A message can therefore
 * never point at a file that is gone. The price of this order: a file whose deletion fails after
 * its row is gone stays on disk unreferenced (logged with its key), which harms nobody.
 *
 * `for update skip locked`: replicas sweeping at once take disjoint batches, and a row a sender's
 * transaction holds is left for the next pass rather than waited for.
 */
@Injectable()
export class AttachmentSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(AttachmentSweeper.name);
  private readonly loop: PollingLoop;
  private stopping = false;

  constructor(
    private readonly orm: MikroORM,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @InjectConfig() private readonly config: MessagingConfig,
  ) {
    this.loop = new PollingLoop(
      'unsent attachment sweep',
      () => this.runOnce().then(() => undefined),
      config.MESSAGING_ATTACHMENT_SWEEP_MINUTES * 60_000,
      this.log,
    );
  }

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  async onApplicationShutdown(): Promise<void> {
    // A long sweep stops between batches rather than holding the shutdown up.
    this.stopping = true;
    await this.loop.stop();
  }

  /** Deletes every upload unsent and older than the TTL at `now`; returns how many it deleted. */
  async runOnce(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.MESSAGING_ATTACHMENT_TTL_HOURS * 3_600_000);
    let deleted = 0;
    while (!this.stopping) {
      // One statement, so its own transaction: the rows are gone for good before any file goes.
      const rows = await this.orm.em.fork().execute<{ id: string; storage_key: string }[]>(
        `delete from ${SCHEMA}.attachment where id in (
           select id from ${SCHEMA}.attachment where message_id is null and created_at < ?
           order by created_at limit ${BATCH} for update skip locked)
         returning id, storage_key`,
        [cutoff],
      );
      for (const r of rows)
        await this.storage
          .delete(r.storage_key)
          .catch((err: unknown) =>
            this.log.warn({ err, attachmentId: r.id, key: r.storage_key }, 'unsent attachment file left'),
          );
      deleted += rows.length;
      if (rows.length < BATCH) break;
    }
    if (deleted > 0) this.log.log({ deleted }, 'deleted unsent attachments');
    return deleted;
  }
}
