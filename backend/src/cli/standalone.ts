import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { ENTITIES } from '../app.module';
import { loadConfig } from '../core/config/config';
import { ormConfig } from '../core/database/mikro-orm.config';
import { resolveDatabase } from '../core/database/resolve';

/** Opens the database for a command-line task (migrated, as the server would), runs it, closes. */
export async function withDatabase<T>(task: (orm: MikroORM) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await resolveDatabase(config, { role: 'cli' });
  // A command-line task (a demo load) may run long statements: no request timeouts.
  const orm = await MikroORM.init(ormConfig(database.url, { poolMax: 2, entities: ENTITIES, timeouts: false }));
  try {
    const lock = new Client({ connectionString: database.url });
    await lock.connect();
    try {
      await lock.query('select pg_advisory_lock(727274)');
      await orm.getMigrator().up();
    } finally {
      await lock.end();
    }
    return await task(orm);
  } finally {
    await orm.close();
    await database.release();
  }
}
