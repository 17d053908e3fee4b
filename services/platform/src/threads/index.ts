export { builtWorker, serveOnThread, startServerThread, type ThreadServer } from './server-thread.js';
