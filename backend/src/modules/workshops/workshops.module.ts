import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { ArtistsModule } from '../artists/artists.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { VolunteersModule } from '../volunteers/volunteers.module';
import { CalendarController } from './calendar.controller';
import { CalendarRepository } from './calendar.repository';
import { CalendarService } from './calendar.service';
import { LocationsController } from './locations.controller';
import { LocationsRepository } from './locations.repository';
import { LocationsService } from './locations.service';
import { WORKSHOPS_ENTITIES } from './workshop.entity';
import { WorkshopsController } from './workshops.controller';
import { WorkshopsNotifications } from './workshops-notifications';
import { WorkshopsRepository } from './workshops.repository';
import { WorkshopsService } from './workshops.service';

/**
 * The workshops of an edition: the team's locations (locations.*), the workshops visitors read and
 * eligible users propose, with their stars (workshops.*), the 30-minute reminder of a favourite
 * (workshops-notifications.ts), and a user's calendar feed of the edition (calendar.*: favourite
 * workshops, plus the favourite shows and volunteer slots the artists and volunteers modules give),
 * over the entities of workshop.entity.ts.
 */
@Module({
  imports: [MikroOrmModule.forFeature(WORKSHOPS_ENTITIES), AccessModule, NotificationsModule, ArtistsModule, VolunteersModule],
  controllers: [LocationsController, WorkshopsController, CalendarController],
  providers: [LocationsRepository, LocationsService, WorkshopsRepository, WorkshopsService, WorkshopsNotifications, CalendarRepository, CalendarService],
  exports: [],
})
export class WorkshopsModule {
  /** Registered above; the application composes every module's list for the ORM. */
  static readonly entities = WORKSHOPS_ENTITIES;
}
