// A fake avatar service (Gravatar's protocol), for the end-to-end journeys: a real HTTP server,
// data in memory. See README.md.
const { createServer } = require('node:http');

/** A 1×1 PNG: what the service answers for an e-mail it has a picture for. */
const PICTURE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/**
 * Starts the fake on `port` (0: any free one). Answers `{ url, template, give(hash), requests, close() }`;
 * `template` is what AVATAR_SERVICE_URL takes.
 */
async function startFakeAvatars({ port = 0, host = '127.0.0.1' } = {}) {
  const pictures = new Set();
  /** Every avatar asked for: hash, size, and the Referer the browser sent (none expected). */
  const requests = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    // Test control: PUT /_fake/avatars/{hash} gives that e-mail a picture; GET /_fake/requests lists the asks.
    const given = /^\/_fake\/avatars\/([0-9a-f]{64})$/.exec(url.pathname);
    if (req.method === 'PUT' && given) {
      pictures.add(given[1]);
      return void res.writeHead(204).end();
    }
    if (req.method === 'GET' && url.pathname === '/_fake/requests') {
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(requests));
    }
    // The protocol: GET /avatar/{hash}[.png]?s={size}&d={default}; d=404 answers 404 when there is no picture.
    const asked = /^\/avatar\/([0-9a-f]{32}|[0-9a-f]{64})(?:\.(?:png|jpg))?$/.exec(url.pathname);
    if (req.method !== 'GET' || !asked) return void res.writeHead(404).end();
    const hash = asked[1];
    requests.push({ hash, size: url.searchParams.get('s'), referer: req.headers.referer ?? null });
    if (!pictures.has(hash) && url.searchParams.get('d') === '404') return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
    res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=300', 'content-length': PICTURE.length }).end(PICTURE);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const url = `http://${host}:${address.port}`;
  return {
    url,
    template: `${url}/avatar/{hash}?s={size}&d=404`,
    give: (hash) => pictures.add(hash),
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

exports.startFakeAvatars = startFakeAvatars;
