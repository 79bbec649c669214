import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import type { AppConfig } from './core/config/config';
import { CoreModule } from './core/core.module';
import { JobsModule } from './core/jobs/jobs.module';
import { SessionPool } from './core/sessions/session-pool';
import { ormConfig } from './core/database/mikro-orm.config';
import { AllExceptionsFilter } from './core/errors/all-exceptions.filter';
import { createValidationPipe } from './core/validation/validation';
import { AccessModule } from './modules/access/access.module';
import { AdminModule } from './modules/admin/admin.module';
import { AuthModule } from './modules/auth/auth.module';
import { ConventionsModule } from './modules/conventions/conventions.module';
import { EditionsModule } from './modules/editions/editions.module';
import { FeedbackModule } from './modules/feedback/feedback.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { ProfileModule } from './modules/profile/profile.module';
import { UsersModule } from './modules/users/users.module';

@Module({})
export class AppModule {
  /** The database URL is known only once the embedded server (if any) is up, hence a dynamic module. */
  static forDatabase(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config),
        MikroOrmModule.forRoot({ ...ormConfig(databaseUrl), registerRequestContext: true }),
        JobsModule.forRoot(databaseUrl),
        AccessModule,
        UsersModule,
        AuthModule,
        ProfileModule,
        FeedbackModule,
        AdminModule,
        ConventionsModule,
        EditionsModule,
        NotificationsModule,
      ],
      providers: [
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: SessionPool, useFactory: () => new SessionPool({ connectionString: databaseUrl, max: 10 }) },
      ],
    };
  }
}
