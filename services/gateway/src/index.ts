export { createGateway } from './create-gateway.js';
export { gatewayConfigSchema, type GatewayConfig } from './gateway.config.js';
