import { Controller, Delete, Get, HttpCode, Put, Query, Res } from '@nestjs/common';
import { ApiExtraModels, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { PublicAnswer } from '../../core/cache/public-cache';
import { ConventionAccess, CurrentConvention, CurrentEdition, CurrentUser, EditionAccess, Public, SignedIn } from '../access/access.decorators';
import type { ConventionAccess as ConventionAnswer, EditionAccess as EditionAnswer } from '../access/access.service';
import type { User } from '../users/user.entity';
import { EditionDto, EditionListDto, EditionMapQuery, EditionMapResultDto, EditionSearchQuery, EditionSearchResultDto, EditionServiceFlagsDto, MyEditionsDto } from './edition.dto';
import { EditionsService } from './editions.service';

/** Sends an answer as it was written once for every caller (Express still answers 304 and HEAD). */
function send<T>(res: Response, answer: PublicAnswer<T>): void {
  const { body, etag } = answer.http;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('ETag', etag);
  res.send(body);
}

/** What anyone reads of editions, and what a signed-in user does with them (stars, their editions). */
@ApiTags('editions')
@ApiExtraModels(EditionServiceFlagsDto)
@Controller()
export class EditionsController {
  constructor(private readonly editions: EditionsService) {}

  @Get('conventions/:id/editions')
  @ConventionAccess('view')
  @ApiOkResponse({ type: EditionListDto })
  async list(@CurrentConvention() convention: ConventionAnswer): Promise<EditionListDto> {
    return { items: await this.editions.ofConvention(convention.convention.id, convention.permissions.team) };
  }

  /** The public list of the home page: search, filters, pages. */
  @Get('editions')
  @Public()
  @ApiOkResponse({ type: EditionSearchResultDto })
  async search(@Query() query: EditionSearchQuery, @CurrentUser({ optional: true }) user: User | undefined, @Res() res: Response): Promise<void> {
    send(res, await this.editions.search(query, user?.id));
  }

  /** Every match of the same filters with a position, for the map view; archived and offline hidden. */
  @Get('editions/map')
  @Public()
  @ApiOkResponse({ type: EditionMapResultDto })
  async map(@Query() query: EditionMapQuery, @CurrentUser({ optional: true }) user: User | undefined, @Res() res: Response): Promise<void> {
    send(res, await this.editions.map(query, user?.id));
  }

  @Get('favorites')
  @SignedIn()
  @ApiOkResponse({ type: EditionSearchResultDto })
  async favorites(@CurrentUser() user: User): Promise<EditionSearchResultDto> {
    const items = await this.editions.favorites(user.id);
    return { items, total: items.length };
  }

  @Put('editions/:id/favorite')
  @HttpCode(204)
  @EditionAccess('view', { signedIn: true })
  @ApiNoContentResponse()
  star(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User): Promise<void> {
    return this.editions.setFavorite(access.edition.id, user.id, true);
  }

  @Delete('editions/:id/favorite')
  @HttpCode(204)
  @EditionAccess('view', { signedIn: true })
  @ApiNoContentResponse()
  unstar(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User): Promise<void> {
    return this.editions.setFavorite(access.edition.id, user.id, false);
  }

  /** Editions of the caller's conventions with the caller's rights on each, for "my conventions". */
  @Get('editions/mine')
  @SignedIn()
  @ApiOkResponse({ type: MyEditionsDto })
  async mine(@CurrentUser() user: User): Promise<MyEditionsDto> {
    return { items: await this.editions.mine(user) };
  }

  /** The edition page: as the access guard read it (for visitors, remembered until something changes). */
  @Get('editions/:id')
  @EditionAccess('view')
  @ApiOkResponse({ type: EditionDto })
  get(@CurrentEdition() access: EditionAnswer): EditionDto {
    return access.edition;
  }
}
