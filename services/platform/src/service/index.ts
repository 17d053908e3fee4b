// The composition every service app mounts (database, events, cache, auth, health): apart from
// ./http so the gateway, which has none of these, does not load MikroORM, kafkajs and ioredis.
export { servicePlatform, type ServicePlatformOptions } from './service-platform.js';
// Consumes identity's events into the services' databases: mounted by servicePlatform, not by the gateway.
export { TokenRevocationModule } from '../auth/token-revocation.module.js';
export { TokenRevocationConsumer } from '../auth/token-revocation.consumer.js';
