import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { join } from 'node:path';
import { DATABASE_TIMEOUTS, PG_CLIENT_TIMEOUTS } from './timeouts';

/**
 * The ORM's settings. Entities are not listed here: the application composes its modules' lists
 * (app.module.ts). `timeouts: false` (migrations) lets statements run as long as they need.
 */
export function ormConfig(
  databaseUrl: string,
  options: { debug?: boolean; poolMax?: number; entities?: Options['entities']; timeouts?: boolean } = {},
): Options {
  const timeouts = options.timeouts ?? true;
  return defineConfig({
    clientUrl: databaseUrl,
    entities: options.entities ?? [],
    extensions: [Migrator],
    debug: options.debug ?? false,
    pool: { min: 0, max: options.poolMax ?? 20 },
    driverOptions: timeouts ? { acquireConnectionTimeout: DATABASE_TIMEOUTS.acquireMs, connection: { ...PG_CLIENT_TIMEOUTS } } : {},
    forceUtcTimezone: true,
    // Types come from the explicit `type` options, not from TS metadata.
    discovery: { warnWhenNoEntities: false },
    migrations: {
      tableName: 'mikro_orm_migrations',
      // Compiled migrations live next to the compiled server; sources are committed in backend/migrations.
      path: __filename.endsWith('.ts') ? join(__dirname, '..', '..', '..', 'migrations') : join(__dirname, '..', '..', 'migrations'),
      glob: '!(*.d).{js,ts}',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
    },
  });
}
