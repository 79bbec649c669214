import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { TICKETING_ENTITIES } from './ticketing.entity';
import { TicketingRepository } from './ticketing.repository';

/**
 * The tickets of an edition: the provider connection and its sync (external.*, sync.*), the
 * catalogue of tiers, quotas, options, custom fields and returnable items (catalogue.*), and
 * the orders, synced or added on site (orders.*), over the entities of ticketing.entity.ts.
 */
@Module({
  imports: [MikroOrmModule.forFeature(TICKETING_ENTITIES), AccessModule, NotificationsModule],
  controllers: [],
  providers: [TicketingRepository],
  exports: [],
})
export class TicketingModule {
  /** Registered above; the application composes every module's list for the ORM. */
  static readonly entities = TICKETING_ENTITIES;
}
