import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { UsersModule } from '../users/users.module';
import { ClaimsService } from './claims.service';
import { CONVENTIONS_ENTITIES } from './convention.entity';
import { ConventionsController } from './conventions.controller';
import { ConventionsRepository } from './conventions.repository';
import { ConventionsService } from './conventions.service';

@Module({
  imports: [MikroOrmModule.forFeature(CONVENTIONS_ENTITIES), AccessModule, UsersModule],
  controllers: [ConventionsController],
  providers: [ConventionsRepository, ConventionsService, ClaimsService],
  exports: [ConventionsService],
})
export class ConventionsModule {
  /** Registered above; the application composes every module's list for the ORM. */
  static readonly entities = CONVENTIONS_ENTITIES;
}
