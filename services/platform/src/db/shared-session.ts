import type { PGlite } from '@electric-sql/pglite';
import type { Socket } from 'node:net';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const READY_FOR_QUERY = 0x5a; // 'Z'
const TRANSACTION_IDLE = 0x49; // 'I': ReadyForQuery outside any transaction block

/** One client connection: its bytes cut into whole protocol messages, waiting for the session. */
class Connection {
  /** Messages not yet handed to PGlite; a startup packet always travels alone. */
  readonly queue: { bytes: Uint8Array; startup: boolean }[] = [];
  readonly replies = new ReplyTracker();
  closed = false;
  private input: Buffer = Buffer.alloc(0);
  private started = false;

  constructor(readonly socket: Socket) {}

  /** Returns whether whole messages were queued. Answers the pre-startup requests itself. */
  receive(chunk: Buffer): boolean {
    this.input = this.input.length > 0 ? Buffer.concat([this.input, chunk]) : chunk;
    let queued = false;
    for (;;) {
      if (!this.started) {
        // Untyped packets: length, then a request code or the protocol version.
        if (this.input.length < 8) break;
        const length = this.input.readInt32BE(0);
        if (length < 8) return this.violation();
        if (this.input.length < length) break;
        const code = this.input.readInt32BE(4);
        const packet = this.input.subarray(0, length);
        this.input = this.input.subarray(length);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          this.socket.write('N'); // no encryption on a loopback socket; the client goes on in clear
          continue;
        }
        if (code === CANCEL_REQUEST) {
          // There is no other backend to interrupt; the protocol expects no answer.
          this.socket.end();
          return false;
        }
        this.started = true;
        this.queue.push({ bytes: packet, startup: true });
        queued = true;
        continue;
      }
      if (this.input.length < 5) break;
      const length = this.input.readInt32BE(1);
      if (length < 4) return this.violation();
      if (this.input.length < 1 + length) break;
      this.queue.push({ bytes: this.input.subarray(0, 1 + length), startup: false });
      this.input = this.input.subarray(1 + length);
      queued = true;
    }
    return queued;
  }

  /** The next run: a startup packet alone, otherwise every message that has arrived. */
  take(): Uint8Array {
    if (this.queue[0]?.startup) return this.queue.shift()!.bytes;
    const end = this.queue.findIndex((m) => m.startup);
    const batch = this.queue.splice(0, end < 0 ? this.queue.length : end);
    return batch.length === 1 ? batch[0]!.bytes : Buffer.concat(batch.map((m) => m.bytes));
  }

  private violation(): false {
    this.socket.destroy();
    return false;
  }
}

/**
 * Follows the backend messages sent to one connection, to tell when its exchange with the session is
 * over: the last complete message is ReadyForQuery with status idle. A statement sent with the
 * extended protocol (Parse, Bind, Describe, Execute, Sync) is not over before its Sync is answered,
 * and a transaction block not before it ends; an error inside either does not end it either.
 */
class ReplyTracker {
  private readonly header = Buffer.alloc(5);
  private headerBytes = 0;
  private bodyLeft = 0;
  private type = 0;
  private lastReady = 0;

  get idle(): boolean {
    return this.headerBytes === 0 && this.bodyLeft === 0 && this.lastReady === TRANSACTION_IDLE;
  }

  feed(data: Uint8Array): void {
    let i = 0;
    while (i < data.length) {
      if (this.headerBytes < 5) {
        const n = Math.min(5 - this.headerBytes, data.length - i);
        this.header.set(data.subarray(i, i + n), this.headerBytes);
        this.headerBytes += n;
        i += n;
        if (this.headerBytes < 5) return;
        this.type = this.header[0]!;
        this.bodyLeft = this.header.readInt32BE(1) - 4;
        this.lastReady = 0;
        if (this.bodyLeft <= 0) {
          this.headerBytes = 0;
          this.bodyLeft = 0;
        }
        continue;
      }
      const n = Math.min(this.bodyLeft, data.length - i);
      // ReadyForQuery's body is its one status byte.
      if (this.type === READY_FOR_QUERY) this.lastReady = data[i + n - 1]!;
      this.bodyLeft -= n;
      i += n;
      if (this.bodyLeft === 0) this.headerBytes = 0;
    }
  }
}

/** A frontend message: type byte, then the length of itself and the body, then the body. */
function frontendMessage(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([header, body]);
}

/**
 * What a departed client may have left behind: a statement between Parse and Sync (its implicit
 * transaction), or an open transaction block. A Parse that cannot succeed puts the session into the
 * error state, so the Sync after it rolls the implicit transaction back instead of committing it,
 * and marks an explicit block as failed; a ROLLBACK then ends that block.
 */
const ABANDON = Buffer.concat([
  frontendMessage('P', Buffer.from('\0embedded-postgres: the client went away\0\0\0', 'latin1')),
  frontendMessage('S'),
]);
const ROLLBACK = frontendMessage('Q', Buffer.from('rollback\0', 'latin1'));

/**
 * Lends PGlite's single session to one connection at a time and takes it back only once that
 * connection's exchange is over (ReadyForQuery, idle), so neither an extended-protocol statement nor
 * a transaction of one connection ever has another's messages in between. pglite-socket's server
 * switched connections after every message outside a transaction block, which let one client's Parse
 * replace another's unnamed statement between its Parse and Bind: "unnamed prepared statement does
 * not exist", or the other client's statement run with this one's parameters. Connections wait their
 * turn in arrival order. A connection that closes while it holds the session has its half-done work
 * rolled back, as PostgreSQL does for a backend whose client disconnects.
 */
export class SharedSession {
  private owner: Connection | undefined;
  private readonly waiting: Connection[] = [];
  private running: Promise<void> | undefined;
  private closing = false;

  constructor(private readonly db: PGlite) {}

  attach(socket: Socket): void {
    socket.setNoDelay(true);
    const connection = new Connection(socket);
    socket.on('data', (chunk: Buffer) => {
      if (connection.closed || this.closing || !connection.receive(chunk)) return;
      if (connection !== this.owner && !this.waiting.includes(connection)) this.waiting.push(connection);
      this.schedule();
    });
    // ECONNRESET and the like: the 'close' that follows does the cleaning up.
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      connection.closed = true;
      connection.queue.length = 0;
      const at = this.waiting.indexOf(connection);
      if (at >= 0) this.waiting.splice(at, 1);
      if (connection === this.owner) this.schedule();
    });
  }

  /** Stops taking work and waits for the run in progress, so PGlite can be closed safely. */
  async close(): Promise<void> {
    this.closing = true;
    await this.running;
  }

  private schedule(): void {
    if (this.running || this.closing) return;
    this.running = this.drain()
      .catch(() => undefined)
      .finally(() => {
        this.running = undefined;
        if (this.hasWork()) this.schedule();
      });
  }

  private hasWork(): boolean {
    if (this.owner) return this.owner.closed || this.owner.queue.length > 0;
    return this.waiting.length > 0;
  }

  private async drain(): Promise<void> {
    while (!this.closing) {
      const owner = this.owner;
      if (owner?.closed) {
        await this.abandon();
        this.owner = undefined;
        continue;
      }
      // The owner's exchange is not over: nobody else may go, even when it has nothing to send yet.
      const next = owner ?? this.waiting.shift();
      if (!next || next.queue.length === 0) return;
      this.owner = next;
      await this.run(next, next.take());
      if (next.closed) continue;
      if (next.replies.idle) {
        this.owner = undefined;
        if (next.queue.length > 0) this.waiting.push(next); // back in line behind the others
      }
    }
  }

  private async run(connection: Connection, bytes: Uint8Array): Promise<void> {
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(bytes, {
          onRawData: (data) => {
            connection.replies.feed(data);
            // Copied: PGlite reuses its buffer, and the socket may write later.
            if (!connection.closed) connection.socket.write(Buffer.from(data));
          },
        }),
      );
    } catch {
      // PGlite refused the bytes outright (it is closing, or the protocol broke): this connection
      // cannot go on, and closing it rolls back whatever it left open.
      connection.socket.destroy();
      connection.closed = true;
    }
  }

  private async abandon(): Promise<void> {
    const discard = { onRawData: () => undefined };
    try {
      await this.db.runExclusive(async () => {
        await this.db.execProtocolRawStream(ABANDON, discard);
        if (this.db.isInTransaction()) await this.db.execProtocolRawStream(ROLLBACK, discard);
      });
    } catch {
      // Nothing more to do for a session PGlite has given up on; the next client will see why.
    }
  }
}
