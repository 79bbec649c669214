import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { pathIdOr } from '../../core/validation/path-id';
import { CurrentEdition, CurrentUser, EditionAccess } from '../access/access.decorators';
import type { EditionAccess as EditionAnswer } from '../access/access.service';
import type { User } from '../users/user.entity';
import { SyncRunDto, SyncRunListDto, SyncRunListQuery } from './sync.dto';
import { RUN_NOT_FOUND, SyncService } from './sync.service';

/** A run id of the path: anything but a plain id is an unknown run (404). */
const RUN_ID = pathIdOr(RUN_NOT_FOUND);

/** The HelloAsso sync of an edition: start one, follow it, cancel it, its history. */
@ApiTags('ticketing')
@Controller('editions/:id/ticketing/sync')
export class SyncGestionController {
  constructor(private readonly sync: SyncService) {}

  @Post()
  @HttpCode(202)
  @EditionAccess('manageTicketing')
  @ApiAcceptedResponse({ type: SyncRunDto, description: 'Queued' })
  @ApiConflictResponse({ description: 'A sync is already queued or running (SYNC_RUNNING, with `run`), or the edition is not connected to HelloAsso (NOT_CONNECTED)' })
  start(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User): Promise<SyncRunDto> {
    return this.sync.start(access.edition.id, user.id);
  }

  @Post('cancel')
  @HttpCode(200)
  @EditionAccess('manageTicketing')
  @ApiOkResponse({ type: SyncRunDto, description: 'The run, CANCELLED: it writes nothing more, and a new sync may start at once' })
  @ApiConflictResponse({ description: 'No sync is queued or running (NO_SYNC_RUNNING)' })
  cancel(@CurrentEdition() access: EditionAnswer): Promise<SyncRunDto> {
    return this.sync.cancel(access.edition.id);
  }

  @Get('runs')
  @EditionAccess('manageTicketing')
  @ApiOkResponse({ type: SyncRunListDto })
  runs(@CurrentEdition() access: EditionAnswer, @Query() query: SyncRunListQuery): Promise<SyncRunListDto> {
    return this.sync.runs(access.edition.id, query);
  }

  @Get('runs/:runId')
  @EditionAccess('manageTicketing')
  @ApiOkResponse({ type: SyncRunDto })
  run(@CurrentEdition() access: EditionAnswer, @Param('runId', RUN_ID) runId: number): Promise<SyncRunDto> {
    return this.sync.run(access.edition.id, runId);
  }
}
