import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentEdition, CurrentUser, EditionAccess } from '../access/access.decorators';
import type { EditionAccess as EditionAnswer } from '../access/access.service';
import type { User } from '../users/user.entity';
import { ArtistPickupsDto, ArtistPickupsQuery } from './pickups.dto';
import { PickupsService } from './pickups.service';

/** The artists to fetch at the station and take back, day by day, with who drives (those who manage artists). */
@ApiTags('artists')
@Controller('editions/:id/artist-pickups')
export class PickupsGestionController {
  constructor(private readonly pickups: PickupsService) {}

  @Get()
  @EditionAccess('manageArtists')
  @ApiOkResponse({ type: ArtistPickupsDto })
  list(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Query() query: ArtistPickupsQuery): Promise<ArtistPickupsDto> {
    return this.pickups.list(access.edition, query.mine === 'true' ? user.id : undefined);
  }
}
