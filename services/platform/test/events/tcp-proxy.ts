import net from 'node:net';

/**
 * A TCP proxy between a service's connection pool and its server, so a test can take the server
 * away from that one service (every open connection cut, new ones refused at once) and bring it
 * back, without stopping the machine's PostgreSQL that other tests share.
 */
export interface TcpProxy {
  /** `url` with its host and port replaced by the proxy's. */
  url(url: string): string;
  /** Drops every connection and refuses new ones until `restore()`. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
  /** Connections refused or cut while down. */
  readonly refused: number;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let down = false;
  let refused = 0;
  const server = net.createServer((client) => {
    if (down) {
      refused++;
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      // A cut connection errors on both ends; the proxy only passes that on by closing.
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: (url) => {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    cut: () => {
      down = true;
      for (const socket of sockets) {
        refused++;
        socket.destroy();
      }
    },
    restore: () => {
      down = false;
    },
    close: async () => {
      down = true;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    get refused() {
      return refused;
    },
  };
}
