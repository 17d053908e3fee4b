import { dockerEngineAvailable } from './test-database.js';

/**
 * A throwaway Redis in a container (testcontainers), for machines with a Docker engine but no
 * Redis of their own; null when there is no engine or the container does not start.
 */
export async function startRedisContainer(): Promise<{ url: string; stop: () => Promise<void> } | null> {
  // eslint-disable-next-line no-restricted-properties -- test helper: whether Docker is configured
  if (!dockerEngineAvailable(process.env)) return null;
  try {
    const { GenericContainer } = await import('testcontainers');
    const container = await new GenericContainer('redis:7').withExposedPorts(6379).start();
    return {
      url: `redis://${container.getHost()}:${container.getMappedPort(6379)}`,
      stop: async () => void (await container.stop()),
    };
  } catch {
    return null;
  }
}
