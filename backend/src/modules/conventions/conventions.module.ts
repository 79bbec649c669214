import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { ConventionGuard } from './convention-access';
import { CollaboratorPermissionHistory, Convention, ConventionCollaborator } from './convention.entity';
import { ConventionsController } from './conventions.controller';
import { ConventionsService } from './conventions.service';

@Module({
  imports: [MikroOrmModule.forFeature([Convention, ConventionCollaborator, CollaboratorPermissionHistory]), UsersModule],
  controllers: [ConventionsController],
  providers: [ConventionsService, ConventionGuard],
  exports: [ConventionsService, ConventionGuard],
})
export class ConventionsModule {}
