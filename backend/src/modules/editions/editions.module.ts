import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ConventionsModule } from '../conventions/conventions.module';
import { Edition, EditionCollaboratorPermission, EditionFavorite } from './edition.entity';
import { EditionGuard, EditionViewGuard } from './edition-access';
import { EditionsController } from './editions.controller';
import { EditionsService } from './editions.service';
import { PublicEditionCache } from './public-edition-cache';

@Module({
  imports: [MikroOrmModule.forFeature([Edition, EditionCollaboratorPermission, EditionFavorite]), ConventionsModule],
  controllers: [EditionsController],
  providers: [EditionsService, EditionGuard, EditionViewGuard, PublicEditionCache],
  exports: [EditionsService],
})
export class EditionsModule {}
