import type { EntityClass } from '@mikro-orm/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Module } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { ScheduleModule } from '@nestjs/schedule';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import type { AppConfig } from './core/config/config';
import { CoreModule } from './core/core.module';
import { JobsModule } from './core/jobs/jobs.module';
import { SessionCache } from './core/sessions/session-cache';
import { SessionPool } from './core/sessions/session-pool';
import { SessionPruning } from './core/sessions/session-pruning';
import { ormConfig } from './core/database/mikro-orm.config';
import { PG_CLIENT_TIMEOUTS } from './core/database/timeouts';
import { AllExceptionsFilter } from './core/errors/all-exceptions.filter';
import { createValidationPipe } from './core/validation/validation';
import { AccessModule } from './modules/access/access.module';
import { AdminModule } from './modules/admin/admin.module';
import { ArtistsModule } from './modules/artists/artists.module';
import { CarpoolModule } from './modules/carpool/carpool.module';
import { LostFoundModule } from './modules/lost-found/lost-found.module';
import { PostsModule } from './modules/posts/posts.module';
import { WorkshopsModule } from './modules/workshops/workshops.module';
import { AuthModule } from './modules/auth/auth.module';
import { ConventionsModule } from './modules/conventions/conventions.module';
import { TicketingModule } from './modules/ticketing/ticketing.module';
import { VolunteersModule } from './modules/volunteers/volunteers.module';
import { EditionsModule } from './modules/editions/editions.module';
import { FeedbackModule } from './modules/feedback/feedback.module';
import { GateModule } from './modules/gate/gate.module';
import { MealsModule } from './modules/meals/meals.module';
import { HealthModule } from './modules/health/health.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { ProfileModule } from './modules/profile/profile.module';
import { UsersModule } from './modules/users/users.module';

/** The domain modules. Each registers its own entities and lists them on its class (`static entities`). */
const DOMAINS = [HealthModule, AccessModule, UsersModule, AuthModule, ProfileModule, FeedbackModule, AdminModule, ConventionsModule, EditionsModule, NotificationsModule, VolunteersModule, TicketingModule, ArtistsModule, WorkshopsModule, CarpoolModule, PostsModule, LostFoundModule, GateModule, MealsModule];

/** Every entity, composed from the modules' own lists. */
const entitiesOf = (domain: object): EntityClass<object>[] => (domain as { entities?: EntityClass<object>[] }).entities ?? [];
export const ENTITIES = [...CoreModule.entities, ...DOMAINS.flatMap(entitiesOf)];

@Module({})
export class AppModule {
  /** The database URL is known only once the embedded server (if any) is up, hence a dynamic module. */
  static forDatabase(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config, databaseUrl),
        MikroOrmModule.forRoot({ ...ormConfig(databaseUrl, { entities: ENTITIES }), registerRequestContext: true }),
        JobsModule.forRoot(databaseUrl),
        // Domain events, emitted after the change is committed (see docs/adding-a-domain.md).
        EventEmitterModule.forRoot(),
        // Scheduled jobs: declared with @Cron, run once across replicas through ScheduledJobs.
        ScheduleModule.forRoot(),
        ...DOMAINS,
      ],
      providers: [
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: SessionPool, useFactory: () => new SessionPool({ connectionString: databaseUrl, max: 10, ...PG_CLIENT_TIMEOUTS }) },
        SessionCache,
        SessionPruning,
      ],
    };
  }
}
