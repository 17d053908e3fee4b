// The reference: node:http answering every request with a small JSON body, nothing else. bench/api
// runs it as its own process (so it does not share an event loop with the load generator) and
// points a gateway at it, which isolates the gateway's own cost per request.
import http from 'node:http';

const body = Buffer.from(JSON.stringify({ status: 'ok', items: [] }));
const server = http.createServer((req, res) => {
  req.resume();
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${server.address().port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
