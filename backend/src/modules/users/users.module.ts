import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { User } from './user.entity';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

const USERS_ENTITIES = [User];

@Module({
  imports: [MikroOrmModule.forFeature(USERS_ENTITIES)],
  providers: [UsersRepository, UsersService],
  exports: [UsersService],
})
export class UsersModule {
  /** Registered above; the application composes every module's list for the ORM. */
  static readonly entities = USERS_ENTITIES;
}
