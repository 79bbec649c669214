import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { AccessController } from './access.controller';
import { AccessGuard } from './access.guard';
import { AccessRepository } from './access.repository';
import { AccessService, VisitorEditionCache } from './access.service';
import { ACCESS_ENTITIES } from './collaborator.entity';
import { CollaboratorsController } from './collaborators.controller';
import { CollaboratorsService } from './collaborators.service';
import { TeamNotifications } from './team-notifications';

/**
 * Who may do what: the rights registry, the one loader of access decisions, the guard every request
 * passes, and the convention teams (collaborators, their rights, the history) those rights come from.
 */
@Module({
  imports: [MikroOrmModule.forFeature(ACCESS_ENTITIES), UsersModule, NotificationsModule],
  controllers: [AccessController, CollaboratorsController],
  providers: [AccessRepository, AccessService, VisitorEditionCache, CollaboratorsService, TeamNotifications, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [AccessService, CollaboratorsService],
})
export class AccessModule {
  /** Registered above; the application composes every module's list for the ORM. */
  static readonly entities = ACCESS_ENTITIES;
}
