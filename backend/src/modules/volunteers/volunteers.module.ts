import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { MealSelectionsModule } from '../meals/meal-selections.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { ApplicationNotifications } from './application-notifications';
import { ApplicationsController } from './applications.controller';
import { ApplicationsGestionController } from './applications-gestion.controller';
import { ApplicationsRepository } from './applications.repository';
import { ApplicationsService } from './applications.service';
import { MessagesController } from './messages.controller';
import { MessageNotifications } from './messages-notifications';
import { MessagesGestionController } from './messages-gestion.controller';
import { MessagesRepository } from './messages.repository';
import { MessagesService } from './messages.service';
import { MyVolunteeringController } from './my-volunteering.controller';
import { PlanningBoardCache } from './planning-board-cache';
import { PlanningGestionController } from './planning-gestion.controller';
import { PlanningNotifications } from './planning-notifications';
import { PlanningRepository } from './planning.repository';
import { PlanningService } from './planning.service';
import { VOLUNTEERS_ENTITIES } from './volunteer.entity';
import { VolunteersRepository } from './volunteers.repository';
import { VolunteersService } from './volunteers.service';

/**
 * The volunteers of an edition: settings and form, applications, teams, time slots and planning,
 * group messages, a volunteer's own space. Its features each have their repository, service and
 * controller (applications.*, planning.*, messages.*), over the entities of volunteer.entity.ts.
 */
@Module({
  imports: [MikroOrmModule.forFeature(VOLUNTEERS_ENTITIES), AccessModule, MealSelectionsModule, NotificationsModule, UsersModule],
  controllers: [ApplicationsController, ApplicationsGestionController, MessagesGestionController, MessagesController, PlanningGestionController, MyVolunteeringController],
  providers: [ApplicationsRepository, ApplicationsService, ApplicationNotifications, MessagesRepository, MessagesService, MessageNotifications, PlanningRepository, PlanningService, PlanningBoardCache, PlanningNotifications, VolunteersRepository, VolunteersService],
  exports: [PlanningService],
})
export class VolunteersModule {
  /** Registered above; the application composes every module's list for the ORM. */
  static readonly entities = VOLUNTEERS_ENTITIES;
}
