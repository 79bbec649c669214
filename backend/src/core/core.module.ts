import { join } from 'node:path';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { APP_CONFIG, type AppConfig } from './config/config';
import { SecretBox } from './crypto/secret-box';
import { ApiErrorLog } from './errors/api-error-log.entity';
import { ServerI18n } from './i18n/server-i18n';
import { MailService } from './mail/mail.service';
import { RateLimitCounter } from './throttle/rate-limit-counter.entity';
import { DatabaseHealth } from './database/database-health';
import { DomainEvents } from './events/domain-events';
import { DATABASE_URL } from './database/database-url';
import { LimitInterceptor } from './throttle/limited';
import { ThrottleService } from './throttle/throttle.service';
import { FileStorage, LocalFileStorage } from './uploads/file-storage';

/** Services every domain module may use: configuration, server texts, mail, throttling, file storage, secrets kept encrypted, domain events. */
@Global()
@Module({})
export class CoreModule {
  /** The infrastructure's own tables: the API error log, the rate-limit hits. */
  static readonly entities = [ApiErrorLog, RateLimitCounter];

  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: CoreModule,
      imports: [MikroOrmModule.forFeature(CoreModule.entities)],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: DATABASE_URL, useValue: databaseUrl },
        DatabaseHealth,
        { provide: ServerI18n, useValue: new ServerI18n(join(config.rootDir, 'libs', 'i18n', 'locales')) },
        { provide: FileStorage, useValue: new LocalFileStorage(join(config.dataDir, 'uploads')) },
        { provide: SecretBox, useValue: new SecretBox(config.secretsKey) },
        MailService,
        ThrottleService,
        DomainEvents,
        { provide: APP_INTERCEPTOR, useClass: LimitInterceptor },
      ],
      exports: [APP_CONFIG, ServerI18n, MailService, ThrottleService, DomainEvents, FileStorage, DatabaseHealth, SecretBox],
    };
  }
}
