import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { NotFoundError } from '../../core/errors/app-errors';
import { pathIdOr } from '../../core/validation/path-id';
import { CurrentEdition, CurrentUser, EditionAccess } from '../access/access.decorators';
import type { EditionAccess as EditionAnswer } from '../access/access.service';
import type { User } from '../users/user.entity';
import {
  GateAnswerDto,
  GateCopyDto,
  GateCopyQuery,
  GateDashboardDto,
  GateEntryDto,
  GateHistoryDto,
  GateHistoryQuery,
  GateLookupDto,
  GateSearchDto,
  GateSearchQuery,
  GateSyncAnswerDto,
  GateSyncDto,
  GateUndoDto,
} from './gate.dto';
import { GateBoardService } from './gate-board.service';
import { GateService } from './gate.service';

/** A validation's id of the path (else 404, like an unknown one). */
const entryId = pathIdOr(() => new NotFoundError('errors.gate.entryNotFound', { code: 'GATE_ENTRY_NOT_FOUND' }));

/**
 * The gate of an edition: who is at it (a scanned code or a person searched), letting them in safely
 * (a validation made on the device counts once; two devices on one ticket give one entry), undoing a
 * mistake, the offline copy a device answers from through a network cut, the dashboard and its live
 * feed. For ticketing and volunteer managers, access-control team leaders during the volunteer
 * period and their members around their slots (the right `scanAtGate`).
 */
@ApiTags('gate')
@Controller('editions/:id/gate')
@EditionAccess('scanAtGate')
export class GateController {
  constructor(
    private readonly gate: GateService,
    private readonly board: GateBoardService,
  ) {}

  /** What the gate would answer, without letting anyone in. */
  @Post('check')
  @HttpCode(200)
  @ApiOkResponse({ type: GateAnswerDto })
  check(@CurrentEdition() access: EditionAnswer, @Body() dto: GateLookupDto): Promise<GateAnswerDto> {
    return this.gate.check(access, dto);
  }

  /** Lets a person in when they may come in; the answer says what happened. Safe to repeat: the same clientId gets the same answer. */
  @Post('entries')
  @HttpCode(200)
  @ApiOkResponse({ type: GateAnswerDto })
  @ApiConflictResponse({ description: 'The clientId was used for another person (CLIENT_ID_REUSED), or an unpaid order needs a payment method (PAYMENT_REQUIRED)' })
  enter(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Body() dto: GateEntryDto): Promise<GateAnswerDto> {
    return this.gate.enter(access, user.id, dto);
  }

  /** The validations a device made offline, in order: each as `entries` would answer it. */
  @Post('entries/sync')
  @HttpCode(200)
  @ApiOkResponse({ type: GateSyncAnswerDto })
  sync(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Body() dto: GateSyncDto): Promise<GateSyncAnswerDto> {
    return this.gate.sync(access, user.id, dto);
  }

  /** Takes back a mistaken entry (the history keeps both). */
  @Post('entries/:entryId/undo')
  @HttpCode(200)
  @ApiOkResponse({ type: GateHistoryDto })
  @ApiConflictResponse({ description: 'Not the validation in force: already undone, or a later one replaced it (NOT_IN_FORCE)' })
  undo(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('entryId', entryId) id: number, @Body() dto: GateUndoDto): Promise<GateHistoryDto> {
    return this.gate.undo(access, user.id, id, dto);
  }

  /** A person's entries and undos: who, when, on which device. */
  @Get('history')
  @ApiOkResponse({ type: GateHistoryDto })
  history(@CurrentEdition() access: EditionAnswer, @Query() query: GateHistoryQuery): Promise<GateHistoryDto> {
    return this.gate.history(access, query);
  }

  /** People by name, e-mail or order number, when a code cannot be read. */
  @Get('search')
  @ApiOkResponse({ type: GateSearchDto })
  search(@CurrentEdition() access: EditionAnswer, @Query() query: GateSearchQuery): Promise<GateSearchDto> {
    return this.gate.search(access, query);
  }

  /** The offline copy of the edition's codes and states (brotli or gzip on the wire), whole or since a cursor. */
  @Get('copy')
  @ApiOkResponse({ type: GateCopyDto })
  async copy(@CurrentEdition() access: EditionAnswer, @Query() query: GateCopyQuery, @Res() res: Response): Promise<void> {
    await this.board.sendCopy(access, query, res);
  }

  @Get('dashboard')
  @ApiOkResponse({ type: GateDashboardDto })
  dashboard(@CurrentEdition() access: EditionAnswer): Promise<GateDashboardDto> {
    return this.board.dashboard(access);
  }

  /** Every validation and undo of the edition as it is recorded, on any replica (events `connected`, `entry`, `ping`). */
  @Get('live')
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'An event stream', schema: { type: 'string' } })
  live(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Res() res: Response): void {
    this.board.openLive(access.edition.id, user.id, res);
  }
}
