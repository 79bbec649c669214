import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { EditionNotifications } from './edition-notifications';
import { EDITIONS_ENTITIES } from './edition.entity';
import { EditionsController } from './editions.controller';
import { EditionsGestionController } from './editions-gestion.controller';
import { EditionsRepository } from './editions.repository';
import { EditionsService } from './editions.service';
import { PublicEditionCache } from './public-edition-cache';

@Module({
  imports: [MikroOrmModule.forFeature(EDITIONS_ENTITIES), AccessModule, NotificationsModule],
  controllers: [EditionsController, EditionsGestionController],
  providers: [EditionsRepository, EditionsService, PublicEditionCache, EditionNotifications],
  exports: [EditionsService],
})
export class EditionsModule {
  /** Registered above; the application composes every module's list for the ORM. */
  static readonly entities = EDITIONS_ENTITIES;
}
