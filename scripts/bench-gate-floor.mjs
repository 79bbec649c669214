// The gate's (and the canteen's) "raw floor" for `npm run bench:gate` (and bench:canteen): a bare Node HTTP server on the same database doing
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
const MEAL_ENTRIES = /^\/api\/editions\/(\d+)\/meals\/(\d+)\/entries$/;

/** The canteen's floor (scripts/bench-canteen.mjs): the volunteer by their code, then their selection of the meal eaten by a guarded update. */
async function eat(res, editionId, mealId, code) {
  const [volunteer] = (
    await pool.query(
      `select a.id, a.edition_id as "editionId", a.status, a.dietary_preference as diet, a.allergies from edition_volunteer_applications a where a.qr_token = $1`,
      [code],
    )
  ).rows;
  if (!volunteer || volunteer.editionId !== editionId) return json(res, 200, { outcome: 'UNKNOWN' });
  if (volunteer.status !== 'ACCEPTED') return json(res, 200, { outcome: 'NOT_ELIGIBLE' });
  const [eaten] = (
    await pool.query(`update volunteer_meal_selections set consumed_at = now() where volunteer_id = $1 and meal_id = $2 and accepted and consumed_at is null returning consumed_at as at`, [volunteer.id, mealId])
  ).rows;
  return json(res, 200, { outcome: eaten ? 'ELIGIBLE' : 'ALREADY_EATEN', diet: volunteer.diet, allergies: volunteer.allergies, at: eaten?.at ?? null });
}

createServer(async (req, res) => {
  try {
    const meal = req.method === 'POST' && MEAL_ENTRIES.exec(req.url ?? '');
    if (meal) return await eat(res, Number(meal[1]), Number(meal[2]), JSON.parse(await readBody(req)).code);
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
