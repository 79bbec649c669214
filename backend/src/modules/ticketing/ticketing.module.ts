import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { MealsModule } from '../meals/meals.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { CatalogueController } from './catalogue.controller';
import { CatalogueRepository } from './catalogue.repository';
import { CatalogueService } from './catalogue.service';
import { ExternalGestionController } from './external-gestion.controller';
import { ExternalRepository } from './external.repository';
import { ExternalService } from './external.service';
import { HelloAssoConnector } from './helloasso-client';
import { MyTicketsController } from './my-tickets.controller';
import { MyTicketsRepository } from './my-tickets.repository';
import { MyTicketsService } from './my-tickets.service';
import { OrdersGestionController } from './orders-gestion.controller';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';
import { SyncController } from './sync.controller';
import { SyncGestionController } from './sync-gestion.controller';
import { SyncNotifications } from './sync-notifications';
import { SyncRepository } from './sync.repository';
import { SyncService } from './sync.service';
import { SyncWorker } from './sync-worker';
import { TICKETING_ENTITIES } from './ticketing.entity';
import { TicketingRepository } from './ticketing.repository';

/**
 * The tickets of an edition: the provider connection and its sync (external.*, sync.*), the
 * catalogue of tiers, quotas, options, custom fields and returnable items (catalogue.*), and
 * the orders, synced or added on site (orders.*), a holder's own tickets (my-tickets.*), over the entities of ticketing.entity.ts.
 */
@Module({
  imports: [MikroOrmModule.forFeature(TICKETING_ENTITIES), AccessModule, NotificationsModule, MealsModule],
  controllers: [CatalogueController, ExternalGestionController, SyncGestionController, SyncController, OrdersGestionController, MyTicketsController],
  providers: [TicketingRepository, CatalogueRepository, CatalogueService, HelloAssoConnector, ExternalRepository, ExternalService, SyncRepository, SyncWorker, SyncService, SyncNotifications, OrdersRepository, OrdersService, MyTicketsRepository, MyTicketsService],
  exports: [],
})
export class TicketingModule {
  /** Registered above; the application composes every module's list for the ORM. */
  static readonly entities = TICKETING_ENTITIES;
}
