import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { ARTISTS_ENTITIES } from './artist.entity';
import { ArtistsRepository } from './artists.repository';

/**
 * The artists and shows of an edition: the organisers' records of each artist (records.*), the
 * show programme (shows.*), what visitors and the artists themselves see (programme.*, artist-space.*),
 * over the entities of artist.entity.ts.
 */
@Module({
  imports: [MikroOrmModule.forFeature(ARTISTS_ENTITIES), AccessModule, NotificationsModule, UsersModule],
  controllers: [],
  providers: [ArtistsRepository],
  exports: [],
})
export class ArtistsModule {
  /** Registered above; the application composes every module's list for the ORM. */
  static readonly entities = ARTISTS_ENTITIES;
}
