import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { POSTS_ENTITIES } from './post.entity';

/** (described by the feature's builder) */
@Module({
  imports: [MikroOrmModule.forFeature(POSTS_ENTITIES), AccessModule, NotificationsModule],
  controllers: [],
  providers: [],
  exports: [],
})
export class PostsModule {
  /** Registered above; the application composes every module's list for the ORM. */
  static readonly entities = POSTS_ENTITIES;
}
