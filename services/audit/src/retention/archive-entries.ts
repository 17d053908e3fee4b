import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { CONFIG } from '@sokoni/platform/config';
import { PollingLoop } from '@sokoni/platform/events';
import type { AuditConfig } from '../audit.config.js';
import { SCHEMA } from '../audit.schema.js';

const DAY_MS = 86_400_000;
const COLUMNS = `id, seq, event_id, topic, action, service, actor_id, actor_email, target_type, target_id,
  occurred_at, recorded_at, correlation_id, payload, prev_hash, hash`;

/**
 * Retention (AUDIT_RETENTION_DAYS > 0): entries whose event is older than that move from the live
 * table to the archive table, as they are, never dropped. Only a prefix of the chain moves (in seq
 * order, stopping at the first entry still young), so the archive is always entries 1…n, and the
 * anchor row keeps n and the hash of entry n: the first live entry links to it, and verification
 * still walks the whole chain. Batches keep each transaction short.
 */
@Injectable()
export class ArchiveEntries implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(ArchiveEntries.name);
  private readonly loop: PollingLoop;

  constructor(
    private readonly orm: MikroORM,
    @Inject(CONFIG) private readonly config: AuditConfig,
  ) {
    this.loop = new PollingLoop(
      'audit archiving',
      async () => void (await this.archiveDue()),
      config.AUDIT_ARCHIVE_INTERVAL_MINUTES * 60_000,
      this.log,
    );
  }

  onApplicationBootstrap(): void {
    if (this.config.AUDIT_RETENTION_DAYS > 0) this.loop.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.loop.stop();
  }

  /**
   * Archives every entry due at `now`; returns how many moved. Does nothing when retention is off.
   */
  async archiveDue(now = new Date(), batchSize = 5000): Promise<number> {
    const days = this.config.AUDIT_RETENTION_DAYS;
    if (days <= 0) return 0;
    const cutoff = new Date(now.getTime() - days * DAY_MS);
    let moved = 0;
    for (;;) {
      const n = await this.archiveBatch(cutoff, batchSize);
      moved += n;
      if (n < batchSize) break;
    }
    if (moved > 0) this.log.log({ moved, cutoff: cutoff.toISOString() }, 'audit entries archived');
    return moved;
  }

  private archiveBatch(cutoff: Date, batchSize: number): Promise<number> {
    return this.orm.em.fork().transactional(async (em) => {
      // One archiver at a time (replicas): the anchor row is the lock. Appends lock the head, not this.
      const [anchor] = await em.execute<{ seq: string }[]>(
        `select seq from ${SCHEMA}.chain_anchor where id for update`,
      );
      const from = Number(anchor?.seq ?? 0);
      const candidates = await em.execute<{ seq: string; hash: string; old: boolean }[]>(
        `select seq, hash, occurred_at < ? as old from ${SCHEMA}.audit_log where seq > ? order by seq limit ?`,
        [cutoff, from, batchSize],
      );
      let last: { seq: number; hash: string } | undefined;
      for (const c of candidates) {
        if (!c.old) break;
        last = { seq: Number(c.seq), hash: c.hash };
      }
      if (!last) return 0;
      await em.execute(
        `insert into ${SCHEMA}.audit_log_archive (${COLUMNS})
         select ${COLUMNS} from ${SCHEMA}.audit_log where seq > ? and seq <= ?`,
        [from, last.seq],
      );
      // The delete trigger lets an entry go only once its exact copy is in the archive.
      const deleted = await em.execute<{ seq: string }[]>(
        `delete from ${SCHEMA}.audit_log where seq > ? and seq <= ? returning seq`,
        [from, last.seq],
      );
      await em.execute(`update ${SCHEMA}.chain_anchor set seq = ?, hash = ?, archived_at = now() where id`, [
        last.seq,
        last.hash,
      ]);
      return deleted.length;
    });
  }
}
