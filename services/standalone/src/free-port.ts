import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';

/**
 * A port for PORT=0 (tests, several instances side by side), chosen below the kernel's ephemeral
 * range. The gateway's port is settled before the services boot (e-mail links carry it), and a
 * port that `listen(0)` handed out and gave back is the kernel's to reuse meanwhile, for any
 * outgoing connection or other `listen(0)` on the machine: CI once lost a suite to that
 * (EADDRINUSE seconds later). Ports below the range are never handed out by the kernel, so only
 * another pick like this one can take it, one chance in thousands.
 */
export async function freePort(): Promise<number> {
  const [low] = await ephemeralRange();
  const floor = 10_000;
  if (low - floor >= 1_000) {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const port = floor + Math.floor(Math.random() * (low - floor));
      if (await isFree(port)) return port;
    }
  }
  return kernelPort();
}

async function ephemeralRange(): Promise<[number, number]> {
  try {
    const [low, high] = (await readFile('/proc/sys/net/ipv4/ip_local_port_range', 'utf8'))
      .trim()
      .split(/\s+/)
      .map(Number);
    if (Number.isInteger(low) && Number.isInteger(high)) return [low!, high!];
  } catch {
    // Not Linux: the IANA range, which macOS and Windows use.
  }
  return [49_152, 65_535];
}

/** Free on every address, as the gateway listens. */
function isFree(port: number): Promise<boolean> {
  return new Promise((ok) => {
    const probe = createServer();
    probe.once('error', () => ok(false));
    probe.listen({ port, host: '0.0.0.0', exclusive: true }, () => probe.close(() => ok(true)));
  });
}

function kernelPort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port')),
      );
    });
  });
}
