import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Limited } from '../../core/throttle/limited';
import { pathId } from '../../core/validation/path-id';
import { CurrentEdition, CurrentUser, EditionAccess } from '../access/access.decorators';
import type { EditionAccess as EditionAnswer } from '../access/access.service';
import type { User } from '../users/user.entity';
import { CreateWorkshopDto, UpdateWorkshopDto, WorkshopDto, WorkshopListDto, WorkshopListQuery, WorkshopSavedDto } from './workshops.dto';
import { WorkshopsService } from './workshops.service';

/**
 * The workshops of an edition: what visitors read (by day, by location), what signed-in users do
 * (star them, propose one when they may, change or delete their own; the team any). Clashes in one
 * place come back as warnings with the save, never as refusals.
 */
@ApiTags('workshops')
@Controller('editions/:id/workshops')
export class WorkshopsController {
  constructor(private readonly workshops: WorkshopsService) {}

  @Get()
  @EditionAccess('view')
  @ApiOkResponse({ type: WorkshopListDto })
  list(
    @CurrentEdition() access: EditionAnswer,
    @CurrentUser({ optional: true }) user: User | undefined,
    @Query() query: WorkshopListQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<WorkshopListDto> {
    // A visitor's list is everyone's (as the programme's); a signed-in one carries their stars.
    res.setHeader('Cache-Control', user || query.favorites === 'true' ? 'private, no-cache' : 'public, max-age=60');
    res.setHeader('Vary', 'Cookie');
    return this.workshops.list(access, user?.id ?? null, query);
  }

  @Get(':workshopId')
  @EditionAccess('view')
  @ApiOkResponse({ type: WorkshopDto })
  @ApiNotFoundResponse({ description: 'No such workshop in the edition' })
  one(@CurrentEdition() access: EditionAnswer, @CurrentUser({ optional: true }) user: User | undefined, @Param('workshopId', pathId) workshopId: number): Promise<WorkshopDto> {
    return this.workshops.one(access, user?.id ?? null, workshopId);
  }

  @Post()
  @Limited('workshopProposal')
  @EditionAccess('proposeWorkshop', { signedIn: true })
  @ApiCreatedResponse({ type: WorkshopSavedDto, description: 'Saved; other workshops in its place at the same time come as warnings' })
  @ApiForbiddenResponse({ description: 'WORKSHOPS_DISABLED (for everyone), PROPOSALS_CLOSED (for all but the edition’s team)' })
  create(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Body() dto: CreateWorkshopDto): Promise<WorkshopSavedDto> {
    return this.workshops.create(access, user.id, dto);
  }

  @Patch(':workshopId')
  @EditionAccess('view', { signedIn: true })
  @ApiOkResponse({ type: WorkshopSavedDto, description: 'Saved; other workshops in its place at the same time come as warnings' })
  @ApiForbiddenResponse({ description: 'NOT_WORKSHOP_CREATOR (neither its creator nor of the team), WORKSHOPS_DISABLED' })
  update(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('workshopId', pathId) workshopId: number, @Body() dto: UpdateWorkshopDto): Promise<WorkshopSavedDto> {
    return this.workshops.update(access, user.id, workshopId, dto);
  }

  @Delete(':workshopId')
  @HttpCode(204)
  @EditionAccess('view', { signedIn: true })
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ description: 'NOT_WORKSHOP_CREATOR: neither its creator nor of the team' })
  remove(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('workshopId', pathId) workshopId: number): Promise<void> {
    return this.workshops.remove(access, user.id, workshopId);
  }

  @Put(':workshopId/favorite')
  @HttpCode(204)
  @EditionAccess('view', { signedIn: true })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'No such workshop in the edition' })
  star(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('workshopId', pathId) workshopId: number): Promise<void> {
    return this.workshops.setFavorite(access.edition.id, workshopId, user.id, true);
  }

  @Delete(':workshopId/favorite')
  @HttpCode(204)
  @EditionAccess('view', { signedIn: true })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'No such workshop in the edition' })
  unstar(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('workshopId', pathId) workshopId: number): Promise<void> {
    return this.workshops.setFavorite(access.edition.id, workshopId, user.id, false);
  }
}
