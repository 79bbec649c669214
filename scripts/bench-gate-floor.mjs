// The gate's "raw floor" for `npm run bench:gate`: a bare Node HTTP server on the same database doing
// what a validation must do at the least: find the ticket by its code (one indexed read), then let it
// in with the guarded update (`where not entry_validated`: a second scan finds it in). No session,
// no rights, no history row, no framework. A process of its own, like the server.
// Env: RAW_DATABASE_URL, RAW_PORT. Prints "ready" once listening.
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.RAW_DATABASE_URL, max: 20 });
const json = (res, status, body) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

const readBody = (req) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const ENTRIES = /^\/api\/editions\/(\d+)\/gate\/entries$/;

createServer(async (req, res) => {
  try {
    const match = req.method === 'POST' && ENTRIES.exec(req.url ?? '');
    if (!match) return json(res, 404, { code: 'NOT_FOUND' });
    const { code } = JSON.parse(await readBody(req));
    const [item] = (
      await pool.query(
        `select i.id, i.edition_id as "editionId", i.state, trim(coalesce(i.first_name, '') || ' ' || coalesce(i.last_name, '')) as name, t.name as tier
         from ticketing_order_items i left join ticketing_tiers t on t.id = i.tier_id where i.qr_code = $1`,
        [code],
      )
    ).rows;
    if (!item || item.editionId !== Number(match[1])) return json(res, 200, { outcome: 'UNKNOWN' });
    if (item.state !== 'Processed' && item.state !== 'Registered') return json(res, 200, { outcome: 'CANCELLED', name: item.name });
    const [entered] = (
      await pool.query(`update ticketing_order_items set entry_validated = true, entry_validated_at = now(), updated_at = now() where id = $1 and not entry_validated returning entry_validated_at as at`, [item.id])
    ).rows;
    return json(res, 200, { outcome: entered ? 'VALID' : 'ALREADY_IN', name: item.name, tier: item.tier, at: entered?.at ?? null });
  } catch (error) {
    json(res, 500, { message: String(error) });
  }
}).listen(Number(process.env.RAW_PORT), '127.0.0.1', () => console.log('ready'));
