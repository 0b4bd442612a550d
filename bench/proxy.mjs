// A small round-robin HTTP proxy standing in for a load balancer in front of several shop processes (the
// two-process tests and `npm run bench`): each request goes to the next upstream in turn, with the caller's
// address appended to X-Forwarded-For (start the shops with TRUST_PROXY=loopback) and the answer marked with
// X-Upstream, the index of the process that answered.
import http from 'node:http';

/**
 * @param {string[]} upstreams base URLs of the shop processes, e.g. http://127.0.0.1:4001
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function startProxy(upstreams) {
  let next = 0;
  // Keep-alive to the upstreams, as a load balancer would; the default agent opens a connection per request.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const server = http.createServer((req, res) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    const target = new URL(req.url ?? '/', upstreams[index]);
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host, 'x-forwarded-for': forwarded }, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(index) });
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain', 'x-upstream': String(index) });
      res.end(`upstream ${index} failed: ${error.message}`);
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            agent.destroy();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
