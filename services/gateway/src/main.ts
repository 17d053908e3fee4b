import { loadConfig } from '@sokoni/platform/config';
import { runUntilSignal } from '@sokoni/platform/http';
import { gatewayConfigSchema } from './gateway.config.js';
import { createGateway } from './create-gateway.js';

/** Distributed mode: the gateway alone, in front of the services named by *_URL settings. */
const config = loadConfig(gatewayConfigSchema, undefined, { service: 'gateway' });
await runUntilSignal(() => createGateway(config), { service: 'gateway', config });
