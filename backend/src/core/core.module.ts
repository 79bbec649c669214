import { join } from 'node:path';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from './config/config';
import { ServerI18n } from './i18n/server-i18n';
import { MailService } from './mail/mail.service';
import { ThrottleService } from './throttle/throttle.service';
import { FileStorage, LocalFileStorage } from './uploads/file-storage';

/** Services every domain module may use: configuration, server texts, mail, throttling, file storage. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: CoreModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: ServerI18n, useValue: new ServerI18n(join(config.rootDir, 'libs', 'i18n', 'locales')) },
        { provide: FileStorage, useValue: new LocalFileStorage(join(config.dataDir, 'uploads')) },
        MailService,
        ThrottleService,
      ],
      exports: [APP_CONFIG, ServerI18n, MailService, ThrottleService, FileStorage],
    };
  }
}
