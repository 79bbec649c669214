'use strict';
// A fake HelloAsso v5 over HTTP (node:http, no framework): OAuth2 tokens, the form's public data,
// the orders and items lists with continuation tokens, single orders and items, and a control API
// under /_fake/ for tests, the bench and the local demo. See README.md.
const http = require('node:http');
const { randomBytes } = require('node:crypto');
const { parseStamp } = require('./clock.cjs');
const { Store, BadRequest } = require('./store.cjs');

const REFRESH_TTL_MS = 30 * 86_400_000;

function send(res, status, body, headers = {}) {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}
const apiError = (message, code = 'Error') => ({ message, errors: [{ code, message }] });

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > 1_000_000) reject(new BadRequest('Body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the fake. Options (all optional): port (0 = any free port), host, clientId, clientSecret,
 * organizationSlug, formType, formSlug, seed (of the generated data), tokenTtlSeconds, orders
 * (generated at start). Resolves to { url, port, state, close(), … }.
 */
async function startFakeHelloAsso(options = {}) {
  const {
    port = 0,
    host = '127.0.0.1',
    clientId = 'fake-client',
    clientSecret = 'fake-secret',
    organizationSlug = 'fake-org',
    formType = 'Event',
    formSlug = 'fake-festival',
    seed = 1,
    tokenTtlSeconds = 1800,
    orders = 0,
  } = options;
  const state = new Store({ organizationSlug, formType, formSlug, seed });
  if (orders > 0) state.seed({ orders });

  const accessTokens = new Map(); // token → expiry (ms)
  const refreshTokens = new Map(); // token → expiry (ms)
  let failures = []; // [{ status, times, path }]
  let delayMs = 0;
  let webhookUrl = null;
  let requests = {};
  let tokensIssued = 0;
  let baseUrl = '';
  const count = (name) => (requests[name] = (requests[name] ?? 0) + 1);

  function issueTokens() {
    const access = randomBytes(24).toString('hex');
    const refresh = randomBytes(24).toString('hex');
    accessTokens.set(access, Date.now() + tokenTtlSeconds * 1000);
    refreshTokens.set(refresh, Date.now() + REFRESH_TTL_MS);
    tokensIssued++;
    return { access_token: access, refresh_token: refresh, token_type: 'bearer', expires_in: tokenTtlSeconds };
  }

  async function token(req, res) {
    const type = String(req.headers['content-type'] ?? '');
    if (!type.startsWith('application/x-www-form-urlencoded')) {
      return send(res, 400, { error: 'invalid_request', error_description: 'The body must be application/x-www-form-urlencoded' });
    }
    const form = new URLSearchParams(await readBody(req));
    const grant = form.get('grant_type');
    if (grant === 'client_credentials') {
      count('token');
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
        return send(res, 401, { error: 'invalid_client', error_description: 'Invalid client credentials' });
      }
      return send(res, 200, issueTokens());
    }
    if (grant === 'refresh_token') {
      count('refresh');
      const refresh = form.get('refresh_token') ?? '';
      const expiry = refreshTokens.get(refresh);
      if (form.get('client_id') !== clientId) return send(res, 401, { error: 'invalid_client', error_description: 'Invalid client id' });
      if (!expiry || expiry < Date.now()) return send(res, 400, { error: 'invalid_grant', error_description: 'Invalid or expired refresh token' });
      refreshTokens.delete(refresh); // a refresh token is used once: the answer carries the next one
      return send(res, 200, issueTokens());
    }
    count('token');
    return send(res, 400, { error: 'unsupported_grant_type', error_description: `Unsupported grant_type: ${grant ?? '(none)'}` });
  }

  function authorized(req, res) {
    const match = /^Bearer\s+(\S+)$/i.exec(String(req.headers.authorization ?? ''));
    const expiry = match ? accessTokens.get(match[1]) : undefined;
    if (expiry !== undefined && expiry > Date.now()) return true;
    count('unauthorized');
    const why = !match ? 'Missing bearer token' : expiry === undefined ? 'Unknown access token' : 'The access token expired';
    send(res, 401, { message: why, errors: [{ code: 'Unauthorized', message: why }] }, { 'www-authenticate': 'Bearer error="invalid_token"' });
    return false;
  }

  /** pageSize, from, to, sortField, sortOrder, continuationToken, pageIndex, withDetails of a list call. */
  function listQuery(q) {
    const raw = q.get('pageSize');
    const pageSize = raw == null || raw === '' ? 20 : Number(raw);
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) {
      throw new BadRequest('pageSize must be an integer between 1 and 100');
    }
    const date = (name) => {
      const text = q.get(name);
      if (text == null || text === '') return undefined;
      const stamp = parseStamp(text);
      if (!stamp) throw new BadRequest(`${name} is not a valid date`);
      return stamp;
    };
    const sortField = q.get('sortField');
    let field;
    if (sortField != null && sortField !== '') {
      const f = sortField.toLowerCase();
      if (f === 'updatedate') field = 'update';
      else if (f === 'date' || f === 'creationdate') field = 'date';
      else throw new BadRequest('sortField must be Date, UpdateDate or CreationDate');
    }
    const sortOrder = q.get('sortOrder');
    let desc;
    if (sortOrder != null && sortOrder !== '') {
      if (!/^(asc|desc)$/i.test(sortOrder)) throw new BadRequest('sortOrder must be Asc or Desc');
      desc = sortOrder.toLowerCase() === 'desc';
    }
    const rawIndex = q.get('pageIndex');
    const pageIndex = rawIndex == null || rawIndex === '' ? undefined : Number(rawIndex);
    if (pageIndex !== undefined && (!Number.isInteger(pageIndex) || pageIndex < 1)) throw new BadRequest('pageIndex must be a positive integer');
    return {
      pageSize,
      from: date('from'),
      to: date('to'),
      field,
      desc,
      token: q.get('continuationToken') || undefined,
      pageIndex,
      withDetails: String(q.get('withDetails')).toLowerCase() === 'true',
    };
  }

  async function api(req, res, url) {
    const path = url.pathname;
    for (const rule of failures) {
      if (rule.times > 0 && (rule.path ? path.includes(rule.path) : path.startsWith('/v5/'))) {
        rule.times--;
        failures = failures.filter((r) => r.times > 0);
        count('failed');
        if (delayMs) await sleep(delayMs);
        const headers = rule.status === 429 ? { 'retry-after': '1' } : {};
        return send(res, rule.status, apiError(rule.status === 429 ? 'Too many requests' : 'Injected failure', rule.status === 429 ? 'TooManyRequests' : 'InternalError'), headers);
      }
    }
    if (delayMs) await sleep(delayMs);
    if (path === '/oauth2/token') {
      if (req.method !== 'POST') return send(res, 405, apiError('Method not allowed'));
      return token(req, res);
    }
    if (req.method !== 'GET') return send(res, 405, apiError('Method not allowed'));
    if (!authorized(req, res)) return;
    const q = url.searchParams;
    let m;
    if ((m = /^\/v5\/organizations\/([^/]+)(\/.*)?$/.exec(path))) {
      const [, org, rest = ''] = m;
      if (decodeURIComponent(org) !== organizationSlug) {
        count('forbidden');
        return send(res, 403, apiError('You do not have the rights on this organization', 'Forbidden'));
      }
      if (rest === '' || rest === '/') {
        count('organization');
        return send(res, 200, { name: 'Association du Festival Fictif', organizationSlug, type: 'Association1901', city: 'Lyon', zipCode: '69003', url: `${baseUrl}/associations/${organizationSlug}` });
      }
      const f = /^\/forms\/([^/]+)\/([^/]+)\/(public|orders|items)$/.exec(rest);
      if (!f) return send(res, 404, apiError('Not found', 'NotFound'));
      const [, type, slug, what] = f;
      if (decodeURIComponent(type).toLowerCase() !== formType.toLowerCase() || decodeURIComponent(slug) !== formSlug) {
        count('notFound');
        return send(res, 404, apiError('Form not found', 'NotFound'));
      }
      if (what === 'public') {
        count('form');
        return send(res, 200, state.formJson());
      }
      count(what);
      const query = listQuery(q);
      const page = state.page(what, query);
      const data =
        what === 'orders'
          ? page.rows.map((o) => state.orderJson(o, query.withDetails, baseUrl))
          : page.rows.map(({ order, item }) => state.listedItemJson(order, item, query.withDetails, baseUrl));
      return send(res, 200, { data, pagination: page.pagination });
    }
    if ((m = /^\/v5\/orders\/(\d+)$/.exec(path))) {
      count('order');
      const order = state.orders.get(Number(m[1]));
      if (!order) return send(res, 404, apiError('Order not found', 'NotFound'));
      return send(res, 200, state.orderJson(order, true, baseUrl));
    }
    if ((m = /^\/v5\/items\/(\d+)$/.exec(path))) {
      count('item');
      const order = state.items.get(Number(m[1]));
      const item = order?.items.find((i) => i.id === Number(m[1]));
      if (!item) return send(res, 404, apiError('Item not found', 'NotFound'));
      return send(res, 200, state.listedItemJson(order, item, String(q.get('withDetails')).toLowerCase() === 'true', baseUrl));
    }
    return send(res, 404, apiError('Not found', 'NotFound'));
  }

  function notify(orderIds) {
    if (!webhookUrl || orderIds.length === 0) return;
    const target = webhookUrl;
    for (const id of orderIds) {
      const order = state.orders.get(id);
      if (!order) continue;
      const body = JSON.stringify({ eventType: 'Order', data: state.orderJson(order, true, baseUrl) });
      fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).catch(() => {});
    }
  }

  /** The control API: JSON in, JSON out, no authentication. */
  async function control(req, res, url) {
    const path = url.pathname.slice('/_fake'.length);
    if (req.method === 'GET') {
      if (path === '/stats') return send(res, 200, { orders: state.orders.size, items: state.itemCount, requests: { ...requests }, tokensIssued });
      if (path === '/tiers') return send(res, 200, state.formJson().tiers);
      const m = /^\/orders\/(\d+)$/.exec(path);
      if (m) {
        const order = state.orders.get(Number(m[1]));
        return order ? send(res, 200, state.orderJson(order, true, baseUrl)) : send(res, 404, apiError('Order not found', 'NotFound'));
      }
      return send(res, 404, apiError('Unknown control route', 'NotFound'));
    }
    if (req.method !== 'POST') return send(res, 405, apiError('Method not allowed'));
    const text = await readBody(req);
    let body;
    try {
      body = text.trim() === '' ? {} : JSON.parse(text);
    } catch {
      throw new BadRequest('The body must be JSON');
    }
    if (body === null || typeof body !== 'object') throw new BadRequest('The body must be a JSON object');
    const int = (value, name, min = 0) => {
      if (value === undefined) return undefined;
      if (!Number.isInteger(value) || value < min) throw new BadRequest(`${name} must be an integer ≥ ${min}`);
      return value;
    };
    const ids = (value) => {
      if (value === undefined) return undefined;
      if (!Array.isArray(value)) throw new BadRequest('orderIds must be an array');
      return value.map(Number);
    };
    switch (path) {
      case '/reset':
        state.reset();
        failures = [];
        delayMs = 0;
        requests = {};
        return send(res, 200, { orders: 0, items: 0 });
      case '/seed': {
        const added = state.seed({ orders: int(body.orders, 'orders') ?? 0, itemsPerOrder: int(body.itemsPerOrder, 'itemsPerOrder', 1), seed: int(body.seed, 'seed') });
        return send(res, 200, { added: added.length, firstId: added[0] ?? null, lastId: added[added.length - 1] ?? null, orders: state.orders.size, items: state.itemCount });
      }
      case '/orders': {
        const orderIds = state.addOrders({ count: int(body.count, 'count') ?? 1, itemsPerOrder: int(body.itemsPerOrder, 'itemsPerOrder', 1) });
        notify(orderIds);
        return send(res, 200, { orderIds });
      }
      case '/refund': {
        const orderIds = state.refund({ count: int(body.count, 'count'), orderIds: ids(body.orderIds) });
        notify(orderIds);
        return send(res, 200, { orderIds });
      }
      case '/change': {
        const orderIds = state.change({ count: int(body.count, 'count'), orderIds: ids(body.orderIds) });
        notify(orderIds);
        return send(res, 200, { orderIds });
      }
      case '/touch': {
        const orderIds = state.touchOrders({ count: int(body.count, 'count'), orderIds: ids(body.orderIds) });
        notify(orderIds);
        return send(res, 200, { orderIds });
      }
      case '/add-item': {
        const itemId = state.addItem({ orderId: int(body.orderId, 'orderId'), tierId: int(body.tierId, 'tierId') });
        if (itemId === null) return send(res, 404, apiError('Unknown order or tier', 'NotFound'));
        notify([Number(body.orderId)]);
        return send(res, 200, { itemId });
      }
      case '/fail': {
        if (![429, 500, 502, 503].includes(body.status)) throw new BadRequest('status must be 429, 500, 502 or 503');
        failures.push({ status: body.status, times: int(body.times, 'times', 1) ?? 1, path: typeof body.path === 'string' && body.path ? body.path : null });
        return send(res, 200, { pending: failures.reduce((n, r) => n + r.times, 0) });
      }
      case '/expire-tokens':
        for (const key of accessTokens.keys()) accessTokens.set(key, 0);
        return send(res, 200, { expired: accessTokens.size });
      case '/tiers': {
        if (body.add !== undefined && typeof body.add !== 'number' && !Array.isArray(body.add)) throw new BadRequest('add must be a count or an array of tiers');
        if (body.update !== undefined && !Array.isArray(body.update)) throw new BadRequest('update must be an array');
        return send(res, 200, { tiers: state.changeTiers({ add: body.add, remove: body.remove, update: body.update }).map((t) => ({ id: t.id, label: t.label })) });
      }
      case '/delay':
        delayMs = int(body.ms, 'ms') ?? 0;
        return send(res, 200, { ms: delayMs });
      case '/webhook':
        webhookUrl = typeof body.url === 'string' && body.url ? body.url : null;
        return send(res, 200, { url: webhookUrl });
      default:
        return send(res, 404, apiError('Unknown control route', 'NotFound'));
    }
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const handler = url.pathname.startsWith('/_fake/') ? control : api;
    handler(req, res, url).catch((error) => {
      if (res.headersSent) return res.destroy();
      if (error instanceof BadRequest) {
        count('badRequest');
        return send(res, 400, apiError(error.message, 'BadRequest'));
      }
      send(res, 500, apiError(String(error?.message ?? error), 'InternalError'));
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const actualPort = server.address().port;
  baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;

  return {
    url: baseUrl,
    port: actualPort,
    state,
    clientId,
    clientSecret,
    organizationSlug,
    formType,
    formSlug,
    /** The body of PUT /api/editions/{id}/ticketing/external that connects an edition to this fake. */
    connection() {
      return { provider: 'HELLOASSO', clientId, clientSecret, organizationSlug, formType, formSlug, apiBaseUrl: baseUrl };
    },
    /** Same as POST /_fake/expire-tokens. */
    expireTokens() {
      for (const key of accessTokens.keys()) accessTokens.set(key, 0);
    },
    /** Same as POST /_fake/fail. */
    fail(status, times = 1, path = null) {
      failures.push({ status, times, path });
    },
    /** Same as POST /_fake/delay. */
    delay(ms) {
      delayMs = ms;
    },
    /** Same as GET /_fake/stats. */
    stats() {
      return { orders: state.orders.size, items: state.itemCount, requests: { ...requests }, tokensIssued };
    },
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      });
    },
  };
}

module.exports = { startFakeHelloAsso };
