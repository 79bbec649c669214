import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { pathId } from '../../core/validation/path-id';
import { CurrentEdition, EditionAccess } from '../access/access.decorators';
import type { EditionAccess as EditionAnswer } from '../access/access.service';
import { WorkshopLocationDto, WorkshopLocationInputDto, WorkshopLocationListDto } from './locations.dto';
import { LocationsService } from './locations.service';

/** The edition's workshop locations: anyone who sees the edition reads them, its team keeps them. */
@ApiTags('workshops')
@Controller('editions/:id/workshop-locations')
export class LocationsController {
  constructor(private readonly locations: LocationsService) {}

  @Get()
  @EditionAccess('view')
  @ApiOkResponse({ type: WorkshopLocationListDto })
  async list(@CurrentEdition() access: EditionAnswer): Promise<WorkshopLocationListDto> {
    return { items: await this.locations.list(access.edition.id) };
  }

  @Post()
  @EditionAccess('team')
  @ApiCreatedResponse({ type: WorkshopLocationDto })
  @ApiConflictResponse({ description: 'Another location of the edition has this name (any case)' })
  create(@CurrentEdition() access: EditionAnswer, @Body() dto: WorkshopLocationInputDto): Promise<WorkshopLocationDto> {
    return this.locations.create(access.edition.id, dto);
  }

  @Patch(':locationId')
  @EditionAccess('team')
  @ApiOkResponse({ type: WorkshopLocationDto })
  @ApiConflictResponse({ description: 'Another location of the edition has this name (any case)' })
  rename(@CurrentEdition() access: EditionAnswer, @Param('locationId', pathId) locationId: number, @Body() dto: WorkshopLocationInputDto): Promise<WorkshopLocationDto> {
    return this.locations.rename(access.edition.id, locationId, dto);
  }

  /** Its workshops stay, without a location. */
  @Delete(':locationId')
  @HttpCode(204)
  @EditionAccess('team')
  @ApiNoContentResponse()
  remove(@CurrentEdition() access: EditionAnswer, @Param('locationId', pathId) locationId: number): Promise<void> {
    return this.locations.remove(access.edition.id, locationId);
  }
}
