export { TradeModule, TRADE_ENTITIES, TRADE_MIGRATIONS, type TradeModuleOptions } from './trade.module.js';
export { SCHEMA as TRADE_SCHEMA } from './trade.schema.js';
export { tradeConfigSchema, type TradeConfig } from './trade.config.js';
