import { AsyncLocalStorage } from 'node:async_hooks';
import { RequestContext, type EntityManager } from '@mikro-orm/core';

/** One HTTP request's EntityManager forks, by the ORM they fork (the standalone run has several). */
const requests = new AsyncLocalStorage<Map<EntityManager, EntityManager>>();
/** A fork is being made (synchronously): the calls back into the hook come from it. */
let forking = false;

/**
 * Runs `next` as one request: each ORM it touches gets its own identity map, forked on first use.
 * MikroORM's own RequestContext forks up front, and a fork (config copies, filters, an event
 * manager) was a tenth of a probe's CPU; probes and cached reads never reach the database.
 */
export function runAsRequest<T>(next: () => T): T {
  return requests.run(new Map(), next);
}

/**
 * MikroORM's `context` option for the ORM whose global EntityManager `root()` returns: inside
 * runAsRequest, that request's fork; elsewhere whatever RequestContext holds (nothing, so the global
 * EntityManager refuses work, as allowGlobalContext: false means).
 */
export function requestFork(
  root: () => EntityManager | undefined,
): (name: string) => EntityManager | undefined {
  return (name) => {
    const forks = requests.getStore();
    const global = root();
    if (!forks || !global) return RequestContext.getEntityManager(name);
    let fork = forks.get(global);
    // The fork's own constructor asks for its context: undefined makes it its own.
    if (!fork && forking) return undefined;
    if (!fork) {
      forking = true;
      try {
        // disableContextResolution: fork the global EntityManager itself, not ask this hook again.
        fork = global.fork({ useContext: true, disableContextResolution: true });
      } finally {
        forking = false;
      }
      forks.set(global, fork);
    }
    return fork;
  };
}
