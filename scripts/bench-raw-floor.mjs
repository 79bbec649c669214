// The "raw floor" of `npm run bench`: a bare Node HTTP server running the same SQL as the server
// for each benchmarked route (session row, user row, then the statements of
// backend/dist/modules/editions/edition-search.js, modules/access/access.repository.js and the same access rules), with no framework
// and no cache: every request runs its queries. A process of its own, like the server, so that it
// does not share a thread with the load generator.
// Env: RAW_DATABASE_URL, RAW_PORT, RAW_SESSION_SECRET. Prints "ready" once listening.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pg from 'pg';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '..');
const SECRET = process.env.RAW_SESSION_SECRET;
const search = require(join(root, 'backend/dist/modules/editions/edition-search.js'));
const { bindSql } = require(join(root, 'backend/dist/core/database/sql.js'));
const { editionPermissions } = require(join(root, 'backend/dist/modules/access/access-rules.js'));
const { editionFactsOf, editionFactsStatement } = require(join(root, 'backend/dist/modules/access/access.repository.js'));
const { MAP_LIMIT, toEditionDto } = require(join(root, 'backend/dist/modules/editions/edition.dto.js'));

// Dates and times as text, as the server's ORM connection reads them.
const types = new pg.TypeOverrides();
for (const oid of [1082, 1114, 1184, 1186]) types.setTypeParser(oid, (v) => v);
const pool = new pg.Pool({ connectionString: process.env.RAW_DATABASE_URL, max: 20, types });

/** A statement of edition-search.js, bound as the server binds it (`?` placeholders), run by node-postgres. */
const runStatement = async ({ statement, params, parts }) => {
  const { sql, bindings } = bindSql(statement, params, parts);
  let i = 0;
  return (await pool.query(sql.replace(/\\?\?/g, (m) => (m === '?' ? `$${++i}` : '?')), bindings)).rows;
};
const unsign = (value) => {
  const raw = decodeURIComponent(value);
  if (!raw.startsWith('s:')) return null;
  const dot = raw.lastIndexOf('.');
  const sid = raw.slice(2, dot);
  const mac = createHmac('sha256', SECRET).update(sid).digest('base64').replace(/=+$/, '');
  return mac === raw.slice(dot + 1) ? sid : null;
};
const sessionUser = async (req) => {
  const c = /festival\.sid=([^;]+)/.exec(req.headers.cookie ?? '');
  const sid = c && unsign(c[1]);
  const s = sid && (await pool.query('select sess from "session" where sid = $1 and expire >= now()', [sid])).rows[0];
  const userId = s?.sess?.passport?.user;
  return userId ? (await pool.query('select * from users where id = $1 limit 1', [userId])).rows[0] : undefined;
};
const json = (res, status, body) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const filters = (url) => ({
  q: url.searchParams.get('q') ?? undefined,
  from: url.searchParams.get('from') ?? undefined,
  to: url.searchParams.get('to') ?? undefined,
  country: url.searchParams.get('country') ?? undefined,
  amenities: url.searchParams.get('amenities')?.split(',').map((a) => a.trim()).filter(Boolean),
});

const routes = {
  '/api/session/me': async (req, res) => {
    const user = await sessionUser(req);
    if (!user) return json(res, 401, { statusCode: 401 });
    const { password: _p, email_verification_code: _c, ...visible } = user;
    json(res, 200, { user: visible });
  },
  '/api/editions': async (req, res, url) => {
    const user = await sessionUser(req);
    const query = { ...filters(url), limit: Number(url.searchParams.get('limit') ?? 20), offset: Number(url.searchParams.get('offset') ?? 0) };
    const rows = await runStatement(search.searchStatement(query));
    let items = rows.filter((r) => r.id != null).map((r) => ({ ...toEditionDto(r), isFavorite: false }));
    if (user) {
      const starred = new Set((await runStatement(search.starsStatement(user.id, items.map((i) => i.id))))[0].starred);
      items = items.map((i) => (starred.has(i.id) ? { ...i, isFavorite: true } : i));
    }
    json(res, 200, { items, total: rows[0]?.total ?? 0 });
  },
  '/api/editions/map': async (req, res, url) => {
    const query = filters(url);
    const [counts] = await runStatement(search.mapCountStatement(query));
    const items = counts.located ? await runStatement(search.mapPointsStatement(query, counts.located > MAP_LIMIT ? MAP_LIMIT : undefined)) : [];
    json(res, 200, { items, total: counts.located, withoutCoordinates: counts.unlocated, limit: MAP_LIMIT });
  },
  '/api/editions/:id': async (req, res, url) => {
    const id = Number(url.pathname.split('/').pop());
    const user = await sessionUser(req);
    const [row] = await runStatement(editionFactsStatement(id, user?.id));
    if (!row) return json(res, 404, { statusCode: 404 });
    const facts = editionFactsOf(row);
    const edition = toEditionDto(facts.edition);
    const caller = { user: user ? { id: user.id, isGlobalAdmin: user.is_global_admin } : undefined, adminMode: false };
    const convention = { authorId: facts.authorId, isArchived: facts.isArchived, grants: facts.conventionGrants };
    if (!editionPermissions(caller, convention, { creatorId: edition.creatorId, isOnline: edition.isOnline, grants: facts.editionGrants }).view) return json(res, 404, { statusCode: 404 });
    json(res, 200, edition);
  },
};

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url, 'http://raw');
    const route = routes[url.pathname] ?? (/^\/api\/editions\/\d+$/.test(url.pathname) ? routes['/api/editions/:id'] : undefined);
    if (!route) return json(res, 404, {});
    await route(req, res, url);
  } catch (e) {
    res.writeHead(500).end(String(e));
  }
});
server.listen(Number(process.env.RAW_PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
