import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { LOST_FOUND_ENTITIES } from './lost-found.entity';

/** (described by the feature's builder) */
@Module({
  imports: [MikroOrmModule.forFeature(LOST_FOUND_ENTITIES), AccessModule, NotificationsModule],
  controllers: [],
  providers: [],
  exports: [],
})
export class LostFoundModule {
  /** Registered above; the application composes every module's list for the ORM. */
  static readonly entities = LOST_FOUND_ENTITIES;
}
