export {
  MessagingModule,
  MESSAGING_ENTITIES,
  MESSAGING_MIGRATIONS,
  type MessagingModuleOptions,
} from './messaging.module.js';
export { SCHEMA as MESSAGING_SCHEMA } from './messaging.schema.js';
export { messagingConfigSchema, type MessagingConfig } from './messaging.config.js';
export { maskContacts, MASK, type MaskResult, type ContactKind } from './masking/contact-masker.js';
