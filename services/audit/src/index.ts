export { AuditModule, AUDIT_ENTITIES, AUDIT_MIGRATIONS, type AuditModuleOptions } from './audit.module.js';
export { SCHEMA as AUDIT_SCHEMA } from './audit.schema.js';
export { auditConfigSchema, type AuditConfig } from './audit.config.js';
export { AuditChain, type NewEntry, type AppendedEntry } from './chain/audit-chain.js';
export { VerifyChain, type ChainVerification, type BreakReason } from './chain/verify-chain.query.js';
export { ArchiveEntries } from './retention/archive-entries.js';
export { canonicalJson, type Json } from './chain/canonical-json.js';
export { entryHash, GENESIS_HASH, type EntryContent } from './chain/chain-hash.js';
