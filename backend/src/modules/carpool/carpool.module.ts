import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { CARPOOL_ENTITIES } from './carpool.entity';
import { CarpoolNotifications } from './carpool-notifications';
import { CarpoolRepository } from './carpool.repository';
import { CarpoolBookingsController } from './bookings.controller';
import { BookingsRepository } from './bookings.repository';
import { BookingsService } from './bookings.service';
import { CarpoolOffersController } from './offers.controller';
import { OffersRepository } from './offers.repository';
import { OffersService } from './offers.service';
import { CarpoolRequestsController } from './requests.controller';
import { RequestsRepository } from './requests.repository';
import { RequestsService } from './requests.service';

/**
 * Carpooling on an edition: drivers' offers (offers.*) and passengers' requests (requests.*), each
 * with comments, bookings of seats and the passengers a driver adds (bookings.*: the seat limit
 * under a lock of the offer's row), what each party is told (carpool-notifications.ts), over the
 * entities of carpool.entity.ts.
 */
@Module({
  imports: [MikroOrmModule.forFeature(CARPOOL_ENTITIES), AccessModule, NotificationsModule, UsersModule],
  controllers: [CarpoolOffersController, CarpoolRequestsController, CarpoolBookingsController],
  providers: [CarpoolRepository, CarpoolNotifications, OffersRepository, OffersService, RequestsRepository, RequestsService, BookingsRepository, BookingsService],
  exports: [],
})
export class CarpoolModule {
  /** Registered above; the application composes every module's list for the ORM. */
  static readonly entities = CARPOOL_ENTITIES;
}
