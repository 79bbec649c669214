import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ConventionGuard } from '../conventions/convention-access';
import { Edition, EditionCollaboratorPermission } from './edition.entity';
import { EditionGuard } from './edition-access';
import { EditionsController } from './editions.controller';
import { EditionsService } from './editions.service';

@Module({
  imports: [MikroOrmModule.forFeature([Edition, EditionCollaboratorPermission])],
  controllers: [EditionsController],
  providers: [EditionsService, EditionGuard, ConventionGuard],
  exports: [EditionsService],
})
export class EditionsModule {}
