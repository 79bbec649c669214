import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { RequestLanguage, ServerI18n } from '../../core/i18n/server-i18n';
import { pathId } from '../../core/validation/path-id';
import { sendWritten } from '../../core/web/written-answer';
import { CurrentEdition, CurrentUser, EditionAccess } from '../access/access.decorators';
import type { EditionAccess as EditionAnswer } from '../access/access.service';
import type { User } from '../users/user.entity';
import {
  AssignmentResultDto,
  AssignVolunteerDto,
  CopySlotsDayDto,
  CreateTimeSlotDto,
  CreateVolunteerTeamDto,
  MoveAssignmentDto,
  PlanningDto,
  PlanningExportQuery,
  PlanningQuery,
  SlotCandidateListDto,
  SlotCandidatesQuery,
  TimeSlotDto,
  TimeSlotListDto,
  TimeSlotQuery,
  UpdateTimeSlotDto,
  UpdateVolunteerTeamDto,
  VolunteerTeamListDto,
  VolunteerTeamWithCountsDto,
} from './planning.dto';
import { PlanningService } from './planning.service';

/**
 * The planning of an edition's volunteers: teams (those who manage volunteers), time slots, who is
 * on them, the board, the exports. Team leaders work on their own teams only (the service narrows).
 */
@ApiTags('volunteers')
@Controller('editions/:id/volunteers')
export class PlanningGestionController {
  constructor(
    private readonly planning: PlanningService,
    private readonly i18n: ServerI18n,
  ) {}

  // ── teams ─────────────────────────────────────────────────────────────────────────────────────

  @Get('teams')
  @EditionAccess('leadVolunteerTeams')
  @ApiOkResponse({ type: VolunteerTeamListDto })
  async teams(@CurrentEdition() access: EditionAnswer): Promise<VolunteerTeamListDto> {
    return { items: await this.planning.teams(access.edition.id) };
  }

  @Post('teams')
  @EditionAccess('manageVolunteers')
  @ApiCreatedResponse({ type: VolunteerTeamWithCountsDto })
  createTeam(@CurrentEdition() access: EditionAnswer, @Body() dto: CreateVolunteerTeamDto): Promise<VolunteerTeamWithCountsDto> {
    return this.planning.createTeam(access.edition.id, dto);
  }

  @Patch('teams/:teamId')
  @EditionAccess('manageVolunteers')
  @ApiOkResponse({ type: VolunteerTeamWithCountsDto })
  updateTeam(@CurrentEdition() access: EditionAnswer, @Param('teamId', pathId) teamId: number, @Body() dto: UpdateVolunteerTeamDto): Promise<VolunteerTeamWithCountsDto> {
    return this.planning.updateTeam(access.edition.id, teamId, dto);
  }

  /** Its slots (with who is on them) and memberships go with it. */
  @Delete('teams/:teamId')
  @HttpCode(204)
  @EditionAccess('manageVolunteers')
  @ApiNoContentResponse()
  removeTeam(@CurrentEdition() access: EditionAnswer, @Param('teamId', pathId) teamId: number): Promise<void> {
    return this.planning.removeTeam(access.edition.id, teamId);
  }

  // ── time slots ────────────────────────────────────────────────────────────────────────────────

  @Get('slots')
  @EditionAccess('leadVolunteerTeams')
  @ApiOkResponse({ type: TimeSlotListDto })
  async slots(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Query() query: TimeSlotQuery): Promise<TimeSlotListDto> {
    return { items: await this.planning.slots(access, user.id, query) };
  }

  @Post('slots')
  @EditionAccess('leadVolunteerTeams')
  @ApiCreatedResponse({ type: TimeSlotDto })
  createSlot(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Body() dto: CreateTimeSlotDto): Promise<TimeSlotDto> {
    return this.planning.createSlot(access, user.id, dto);
  }

  /** Copies a day's slots (nobody on them) to another day at the same local times. */
  @Post('slots/copy-day')
  @EditionAccess('leadVolunteerTeams')
  @ApiCreatedResponse({ type: TimeSlotListDto })
  async copyDay(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Body() dto: CopySlotsDayDto): Promise<TimeSlotListDto> {
    return { items: await this.planning.copyDay(access, user.id, dto) };
  }

  @Patch('slots/:slotId')
  @EditionAccess('leadVolunteerTeams')
  @ApiOkResponse({ type: TimeSlotDto })
  @ApiConflictResponse({ description: 'BELOW_ASSIGNED: fewer needed than assigned; ASSIGNEE_OVERLAP: new times clash with another slot of someone on it' })
  updateSlot(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('slotId', pathId) slotId: number, @Body() dto: UpdateTimeSlotDto): Promise<TimeSlotDto> {
    return this.planning.updateSlot(access, user.id, slotId, dto);
  }

  @Delete('slots/:slotId')
  @HttpCode(204)
  @EditionAccess('leadVolunteerTeams')
  @ApiNoContentResponse()
  removeSlot(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('slotId', pathId) slotId: number): Promise<void> {
    return this.planning.removeSlot(access, user.id, slotId);
  }

  // ── assignments ───────────────────────────────────────────────────────────────────────────────

  @Post('slots/:slotId/assignments')
  @EditionAccess('leadVolunteerTeams')
  @ApiCreatedResponse({ type: AssignmentResultDto, description: 'Done; warnings (short rest, long day) do not prevent it' })
  @ApiConflictResponse({ description: 'NOT_ACCEPTED, ALREADY_ASSIGNED, SLOT_OVERLAP (details name the other slot), SLOT_FULL' })
  assign(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('slotId', pathId) slotId: number, @Body() dto: AssignVolunteerDto): Promise<AssignmentResultDto> {
    return this.planning.assign(access, user.id, slotId, dto.userId);
  }

  /** One step: off `slotId`, onto `toSlotId`; refused (the target's checks), the person stays on `slotId`. */
  @Post('slots/:slotId/assignments/:userId/move')
  @EditionAccess('leadVolunteerTeams')
  @ApiCreatedResponse({ type: AssignmentResultDto, description: 'Moved; the warnings are those of the new slot' })
  @ApiNotFoundResponse({ description: 'NOT_ASSIGNED: the person is not on slotId; or either slot is unknown' })
  @ApiConflictResponse({ description: 'NOT_ACCEPTED, ALREADY_ASSIGNED, SLOT_OVERLAP (with another of their slots; details name it), SLOT_FULL' })
  move(
    @CurrentEdition() access: EditionAnswer,
    @CurrentUser() user: User,
    @Param('slotId', pathId) slotId: number,
    @Param('userId', pathId) userId: number,
    @Body() dto: MoveAssignmentDto,
  ): Promise<AssignmentResultDto> {
    return this.planning.move(access, user.id, slotId, userId, dto.toSlotId);
  }

  @Delete('slots/:slotId/assignments/:userId')
  @HttpCode(204)
  @EditionAccess('leadVolunteerTeams')
  @ApiNoContentResponse()
  unassign(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('slotId', pathId) slotId: number, @Param('userId', pathId) userId: number): Promise<void> {
    return this.planning.unassign(access, user.id, slotId, userId);
  }

  // ── the board and its exports ─────────────────────────────────────────────────────────────────

  /** Written once per change of the planning; 304 when the browser holds it already (its ETag). */
  @Get('planning')
  @EditionAccess('seeVolunteerPlanning')
  @ApiOkResponse({ type: PlanningDto })
  async planningBoard(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Query() query: PlanningQuery, @Res() res: Response): Promise<void> {
    sendWritten(res, await this.planning.board(access, user.id, query));
  }

  @Get('planning/candidates')
  @EditionAccess('leadVolunteerTeams')
  @ApiOkResponse({ type: SlotCandidateListDto })
  async candidates(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Query() query: SlotCandidatesQuery): Promise<SlotCandidateListDto> {
    return { items: await this.planning.candidates(access, user.id, query.slotId) };
  }

  @Get('planning/export.csv')
  @EditionAccess('leadVolunteerTeams')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="planning.csv"')
  @Header('Cache-Control', 'private, no-store')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The planning as CSV, by team or by person', schema: { type: 'string' } })
  exportCsv(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Query() query: PlanningExportQuery, @RequestLanguage() lng: string): Promise<string> {
    return this.planning.exportCsv(access, user.id, query.by, (key) => this.i18n.t(lng, key));
  }
}
