import { join } from 'node:path';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, loadConfig } from './config/config';
import { ServerI18n } from './i18n/server-i18n';
import { MailService } from './mail/mail.service';
import { ThrottleService } from './throttle/throttle.service';
import { FileStorage, LocalFileStorage } from './uploads/file-storage';

/** Services every domain module may use: configuration, server texts, mail, throttling, file storage. */
@Global()
@Module({
  providers: [
    { provide: APP_CONFIG, useFactory: () => loadConfig() },
    { provide: ServerI18n, inject: [APP_CONFIG], useFactory: (c: AppConfig) => new ServerI18n(join(c.rootDir, 'libs', 'i18n', 'locales')) },
    { provide: FileStorage, inject: [APP_CONFIG], useFactory: (c: AppConfig) => new LocalFileStorage(join(c.dataDir, 'uploads')) },
    MailService,
    ThrottleService,
  ],
  exports: [APP_CONFIG, ServerI18n, MailService, ThrottleService, FileStorage],
})
export class CoreModule {}
