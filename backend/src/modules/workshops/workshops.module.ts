import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { WORKSHOPS_ENTITIES } from './workshop.entity';

/** (described by the feature's builder) */
@Module({
  imports: [MikroOrmModule.forFeature(WORKSHOPS_ENTITIES), AccessModule, NotificationsModule],
  controllers: [],
  providers: [],
  exports: [],
})
export class WorkshopsModule {
  /** Registered above; the application composes every module's list for the ORM. */
  static readonly entities = WORKSHOPS_ENTITIES;
}
