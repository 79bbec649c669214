import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { MealsModule } from '../meals/meals.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { ARTISTS_ENTITIES } from './artist.entity';
import { ArtistSpaceController } from './artist-space.controller';
import { ArtistSpaceRepository } from './artist-space.repository';
import { ArtistSpaceService } from './artist-space.service';
import { ArtistsRepository } from './artists.repository';
import { InvitationsRepository } from './invitations.repository';
import { InvitationsService } from './invitations.service';
import { PickupsGestionController } from './pickups-gestion.controller';
import { PickupsRepository } from './pickups.repository';
import { PickupsService } from './pickups.service';
import { ProgrammeController } from './programme.controller';
import { ProgrammeRepository } from './programme.repository';
import { ProgrammeService } from './programme.service';
import { RecordsGestionController } from './records-gestion.controller';
import { RecordsNotifications } from './records-notifications';
import { RecordsRepository } from './records.repository';
import { RecordsService } from './records.service';
import { ShowsGestionController } from './shows-gestion.controller';
import { ShowsNotifications } from './shows-notifications';
import { ShowsRepository } from './shows.repository';
import { ShowsService } from './shows.service';

/**
 * The artists and shows of an edition: the organisers' records of each artist (records.*), the
 * show programme (shows.*), what visitors and the artists themselves see (programme.*, artist-space.*), the
 * pickups and drop-offs by day (pickups.*),
 * over the entities of artist.entity.ts.
 */
@Module({
  imports: [MikroOrmModule.forFeature(ARTISTS_ENTITIES), AccessModule, NotificationsModule, UsersModule, MealsModule],
  controllers: [RecordsGestionController, ShowsGestionController, PickupsGestionController, ProgrammeController, ArtistSpaceController],
  providers: [ArtistsRepository, RecordsRepository, RecordsService, RecordsNotifications, InvitationsRepository, InvitationsService, ShowsRepository, ShowsService, ShowsNotifications, PickupsRepository, PickupsService, ProgrammeRepository, ProgrammeService, ArtistSpaceRepository, ArtistSpaceService],
  exports: [ProgrammeService],
})
export class ArtistsModule {
  /** Registered above; the application composes every module's list for the ORM. */
  static readonly entities = ARTISTS_ENTITIES;
}
