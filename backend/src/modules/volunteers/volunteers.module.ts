import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { VOLUNTEERS_ENTITIES } from './volunteer.entity';
import { VolunteersRepository } from './volunteers.repository';
import { VolunteersService } from './volunteers.service';

/**
 * The volunteers of an edition: settings and form, applications, teams, time slots and planning,
 * group messages, a volunteer's own space. Its features each have their repository, service and
 * controller (applications.*, planning.*, messages.*), over the entities of volunteer.entity.ts.
 */
@Module({
  imports: [MikroOrmModule.forFeature(VOLUNTEERS_ENTITIES), AccessModule, NotificationsModule, UsersModule],
  controllers: [],
  providers: [VolunteersRepository, VolunteersService],
  exports: [],
})
export class VolunteersModule {
  /** Registered above; the application composes every module's list for the ORM. */
  static readonly entities = VOLUNTEERS_ENTITIES;
}
