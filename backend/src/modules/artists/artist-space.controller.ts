import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentEdition, CurrentUser, EditionAccess, SignedIn } from '../access/access.decorators';
import type { EditionAccess as EditionAnswer } from '../access/access.service';
import type { User } from '../users/user.entity';
import { ArtistSpaceDto, MyArtistRecordListDto, UpdateArtistSpaceDto } from './artist-space.dto';
import { ArtistSpaceService } from './artist-space.service';

/** The artist's own space on an edition (their record without the organisers' notes, their shows, their QR code), and their editions. */
@ApiTags('artists')
@Controller()
export class ArtistSpaceController {
  constructor(private readonly space: ArtistSpaceService) {}

  @Get('artists/mine')
  @SignedIn()
  @ApiOkResponse({ type: MyArtistRecordListDto })
  async mine(@CurrentUser() user: User): Promise<MyArtistRecordListDto> {
    return { items: await this.space.mine(user.id) };
  }

  @Get('editions/:id/artist-space')
  @EditionAccess('artistSpace', { signedIn: true })
  @ApiOkResponse({ type: ArtistSpaceDto })
  get(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User): Promise<ArtistSpaceDto> {
    return this.space.space(access.edition.id, user.id);
  }

  /** Only the fields of UpdateArtistSpaceDto: any other (fee, notes…) is a 400. */
  @Patch('editions/:id/artist-space')
  @EditionAccess('artistSpace', { signedIn: true })
  @ApiOkResponse({ type: ArtistSpaceDto })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: an unknown field, a departure before the arrival…' })
  update(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Body() dto: UpdateArtistSpaceDto): Promise<ArtistSpaceDto> {
    return this.space.update(access.edition.id, user.id, dto);
  }
}
