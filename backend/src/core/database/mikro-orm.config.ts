import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { join } from 'node:path';
/** The ORM's settings. Entities are not listed here: the application composes its modules' lists (app.module.ts). */
export function ormConfig(databaseUrl: string, options: { debug?: boolean; poolMax?: number; entities?: Options['entities'] } = {}): Options {
  return defineConfig({
    clientUrl: databaseUrl,
    entities: options.entities ?? [],
    extensions: [Migrator],
    debug: options.debug ?? false,
    pool: { min: 0, max: options.poolMax ?? 20 },
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
