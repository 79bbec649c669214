import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { ConventionGuard } from './convention-access';
import { CollaboratorPermissionHistory, Convention, ConventionClaimRequest, ConventionCollaborator } from './convention.entity';
import { ConventionsController } from './conventions.controller';
import { ConventionsService } from './conventions.service';
import { ClaimsService } from './claims.service';

@Module({
  imports: [MikroOrmModule.forFeature([Convention, ConventionCollaborator, CollaboratorPermissionHistory, ConventionClaimRequest]), UsersModule],
  controllers: [ConventionsController],
  providers: [ConventionsService, ClaimsService, ConventionGuard],
  exports: [ConventionsService, ConventionGuard],
})
export class ConventionsModule {}
