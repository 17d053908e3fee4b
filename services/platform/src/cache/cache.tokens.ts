export const CACHE_ADAPTERS = Symbol('CACHE_ADAPTERS');
export const CACHE_STORE = Symbol('CACHE_STORE');
export const RATE_LIMITER = Symbol('RATE_LIMITER');
export const PUB_SUB = Symbol('PUB_SUB');
