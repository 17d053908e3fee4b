export {
  IdentityModule,
  IDENTITY_ENTITIES,
  IDENTITY_MIGRATIONS,
  type IdentityModuleOptions,
} from './identity.module.js';
export { identityConfigSchema, type IdentityConfig } from './identity.config.js';
export { CreateAdmin, type CreateAdminInput } from './admin/create-admin.use-case.js';
export { SCHEMA as IDENTITY_SCHEMA } from './identity.schema.js';
