import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { LostFoundGestionController } from './lost-found-gestion.controller';
import { LostFoundNotifications } from './lost-found-notifications';
import { LostFoundController } from './lost-found.controller';
import { LOST_FOUND_ENTITIES } from './lost-found.entity';
import { LostFoundRepository } from './lost-found.repository';
import { LostFoundService } from './lost-found.service';

/**
 * An edition's lost and found: the items its team records (photo through the image upload rules,
 * kind lost-found), marks RETURNED and deletes (lost-found-gestion.controller.ts), what visitors read
 * and the comments signed-in users leave under the items (lost-found.controller.ts), the recorder
 * told of each comment (lost-found-notifications.ts), over the entities of lost-found.entity.ts.
 */
@Module({
  imports: [MikroOrmModule.forFeature(LOST_FOUND_ENTITIES), AccessModule, NotificationsModule],
  controllers: [LostFoundController, LostFoundGestionController],
  providers: [LostFoundRepository, LostFoundService, LostFoundNotifications],
  exports: [],
})
export class LostFoundModule {
  /** Registered above; the application composes every module's list for the ORM. */
  static readonly entities = LOST_FOUND_ENTITIES;
}
