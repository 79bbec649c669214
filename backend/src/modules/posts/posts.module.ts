import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { POSTS_ENTITIES } from './post.entity';
import { PostsGestionController } from './posts-gestion.controller';
import { PostsController } from './posts.controller';
import { PostsRepository } from './posts.repository';
import { PostsService } from './posts.service';

/**
 * The posts of an edition's team and the comments under them: markdown rendered safely by the
 * server (core/markdown), pinned posts first; visitors read, signed-in users comment, the team
 * writes and moderates. Over the entities of post.entity.ts.
 */
@Module({
  imports: [MikroOrmModule.forFeature(POSTS_ENTITIES), AccessModule, NotificationsModule],
  controllers: [PostsController, PostsGestionController],
  providers: [PostsRepository, PostsService],
  exports: [],
})
export class PostsModule {
  /** Registered above; the application composes every module's list for the ORM. */
  static readonly entities = POSTS_ENTITIES;
}
