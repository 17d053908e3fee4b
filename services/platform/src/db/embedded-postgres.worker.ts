import { serveOnThread } from '../threads/index.js';
import { serveEmbeddedPostgres } from './embedded-postgres.js';

// The embedded database's own thread (see startEmbeddedPostgres): serves PGlite on a loopback port
// and closes it cleanly when asked, so nothing is left half-written on disk.
await serveOnThread((data: { dir: string }) => serveEmbeddedPostgres(data.dir));
