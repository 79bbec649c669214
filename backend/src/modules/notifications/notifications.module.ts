import { MikroOrmModule } from '@mikro-orm/nestjs';
import { UsersModule } from '../users/users.module';
import { Module } from '@nestjs/common';
import { Notification, NotificationBatch, PushDelivery, PushSubscription, PushVapidKeys } from './notification.entity';
import { AdminNotificationsController } from './admin-notifications.controller';
import { AdminNotificationsService } from './admin-notifications.service';
import { NotificationStreams } from './notification-streams.service';
import { NotificationsController } from './notifications.controller';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';
import { PushService } from './push.service';

/** Notification centre, live streams, Web Push. Other modules import it and call NotificationsService.notify. */
const NOTIFICATIONS_ENTITIES = [Notification, NotificationBatch, PushSubscription, PushDelivery, PushVapidKeys];

@Module({
  imports: [MikroOrmModule.forFeature(NOTIFICATIONS_ENTITIES), UsersModule],
  controllers: [NotificationsController, AdminNotificationsController],
  providers: [NotificationsRepository, NotificationsService, NotificationStreams, PushService, AdminNotificationsService],
  exports: [NotificationsService],
})
export class NotificationsModule {
  /** Registered above; the application composes every module's list for the ORM. */
  static readonly entities = NOTIFICATIONS_ENTITIES;
}
