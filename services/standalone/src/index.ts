export { bootStandalone, type Standalone } from './boot.js';
export { standaloneConfigSchema, type StandaloneConfig } from './standalone.config.js';
