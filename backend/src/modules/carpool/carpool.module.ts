import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { CARPOOL_ENTITIES } from './carpool.entity';

/** (described by the feature's builder) */
@Module({
  imports: [MikroOrmModule.forFeature(CARPOOL_ENTITIES), AccessModule, NotificationsModule],
  controllers: [],
  providers: [],
  exports: [],
})
export class CarpoolModule {
  /** Registered above; the application composes every module's list for the ORM. */
  static readonly entities = CARPOOL_ENTITIES;
}
