import { type DynamicModule, Module } from '@nestjs/common';
import { join } from 'node:path';
import type { EventTransport } from '@sokoni/platform/events';
import { servicePlatform } from '@sokoni/platform/service';
import { DeadLettersAdminModule } from '@sokoni/platform/dead-letters-admin';
import { AdminAuditLogsController } from './admin/admin-audit-logs.controller.js';
import { ListAuditLogs } from './admin/list-audit-logs.query.js';
import type { AuditConfig } from './audit.config.js';
import { SCHEMA } from './audit.schema.js';
import { AuditChain } from './chain/audit-chain.js';
import { ArchivedAuditEntry, AuditEntry } from './chain/audit-entry.entity.js';
import { VerifyChain } from './chain/verify-chain.query.js';
import { AuditConsumer } from './mapping/audit.consumer.js';
import { AuditRecorder } from './mapping/audit-recorder.js';
import { Migration20261122000300Audit } from './migrations/migration-20261122000300-audit.js';
import { ArchiveEntries } from './retention/archive-entries.js';

export interface AuditModuleOptions {
  config: AuditConfig;
  transport: EventTransport;
  ownsTransport?: boolean;
  /** Identity's key set, for verifying staff tokens on the admin routes. */
  jwksUrl: string;
}

export const AUDIT_ENTITIES = [AuditEntry, ArchivedAuditEntry];
export const AUDIT_MIGRATIONS = [Migration20261122000300Audit];

@Module({})
export class AuditModule {
  static forRoot(o: AuditModuleOptions): DynamicModule {
    return {
      module: AuditModule,
      imports: [
        ...servicePlatform({
          service: 'audit',
          config: o.config,
          schema: SCHEMA,
          entities: AUDIT_ENTITIES,
          migrations: AUDIT_MIGRATIONS,
          transport: o.transport,
          ownsTransport: o.ownsTransport,
          i18nDir: join(import.meta.dirname, 'i18n'),
          auth: { jwksUrl: o.jwksUrl },
        }),
        DeadLettersAdminModule.forRoot({ service: 'audit' }),
      ],
      controllers: [AdminAuditLogsController],
      providers: [AuditChain, AuditRecorder, AuditConsumer, VerifyChain, ListAuditLogs, ArchiveEntries],
      exports: [AuditChain, VerifyChain, ArchiveEntries],
    };
  }
}
