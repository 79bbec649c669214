import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { join } from 'node:path';
import { ApiErrorLog } from '../errors/api-error-log.entity';
import { RateLimitHit } from '../throttle/rate-limit-hit.entity';
import { PasswordResetToken } from '../../modules/auth/password-reset-token.entity';
import { CollaboratorPermissionHistory, Convention, ConventionClaimRequest, ConventionCollaborator } from '../../modules/conventions/convention.entity';
import { Edition, EditionCollaboratorPermission, EditionFavorite } from '../../modules/editions/edition.entity';
import { Feedback } from '../../modules/feedback/feedback.entity';
import { Notification, NotificationBatch, PushSubscription, PushVapidKeys } from '../../modules/notifications/notification.entity';
import { User } from '../../modules/users/user.entity';

/** Every entity, listed once: no folder scanning at start. */
export const ENTITIES = [User, PasswordResetToken, Feedback, ApiErrorLog, RateLimitHit, Convention, ConventionCollaborator, CollaboratorPermissionHistory, ConventionClaimRequest, Edition, EditionCollaboratorPermission, EditionFavorite, NotificationBatch, Notification, PushSubscription, PushVapidKeys];

export function ormConfig(databaseUrl: string, options: { debug?: boolean; poolMax?: number } = {}): Options {
  return defineConfig({
    clientUrl: databaseUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    debug: options.debug ?? false,
    pool: { min: 0, max: options.poolMax ?? 20 },
    forceUtcTimezone: true,
    // Entities are listed above; reflect types from the explicit `type` options, not from TS metadata.
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
