export {
  parseListQuery,
  contentRange,
  type ListContract,
  type ListQuery,
  type FilterKind,
  type FilterValue,
} from './simple-rest.js';
export { createServiceApp, appUrl, type ServiceAppOptions } from './create-service-app.js';
export { RAW_BODY_PATH, keepRawBody, rawBodyOf } from './raw-body.js';
export { MAX_JSON_DEPTH, jsonDepthGuard } from './json-depth.js';
export { ForegroundActivity, foregroundActivity } from './foreground.js';
export { DrainingExpressAdapter } from './draining-adapter.js';
export { shareJson, sendSharedJson } from './shared-json.js';
export {
  runUntilSignal,
  type Closable,
  type RunUntilSignalOptions,
  type SignalProcess,
} from './run-until-signal.js';
export { shedLoad, loadSheddingOf, type LoadShedding, type LoadShedderStats } from './load-shedder.js';
