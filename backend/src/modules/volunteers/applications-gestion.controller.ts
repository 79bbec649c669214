import { Body, Controller, Get, Param, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { NotFoundError } from '../../core/errors/app-errors';
import { RequestLanguage } from '../../core/i18n/server-i18n';
import { pathIdOr } from '../../core/validation/path-id';
import { CurrentEdition, CurrentUser, EditionAccess } from '../access/access.decorators';
import type { EditionAccess as EditionAnswer } from '../access/access.service';
import type { User } from '../users/user.entity';
import {
  AddApplicationDto,
  ApplicationDetailDto,
  ApplicationEmailsDto,
  ApplicationFilterQuery,
  ApplicationListDto,
  ApplicationListQuery,
  ChangeApplicationStatusDto,
  CorrectApplicationDto,
  SetApplicationTeamsDto,
  UpdateVolunteerSettingsDto,
  VolunteerBadgesDto,
  VolunteerSettingsDto,
} from './applications.dto';
import { ApplicationsService } from './applications.service';

/** An application id of the path (else 404, like an unknown application). */
const applicationId = pathIdOr(() => new NotFoundError('errors.volunteers.applicationNotFound', { code: 'APPLICATION_NOT_FOUND' }));

/**
 * What the organisers do with volunteer applications: settings of the form and page, the list and
 * detail (team leaders: their teams' members only), decisions, teams, manual add, corrections, tools.
 * A refused decision is a 409 with a code (INVALID_TRANSITION, NOT_ACCEPTED, TEAM_FULL, ALREADY_APPLIED).
 */
@ApiTags('volunteers')
@Controller('editions/:id/volunteers')
export class ApplicationsGestionController {
  constructor(private readonly applications: ApplicationsService) {}

  @Get('settings')
  @EditionAccess('manageVolunteers')
  @ApiOkResponse({ type: VolunteerSettingsDto })
  settings(@CurrentEdition() access: EditionAnswer): Promise<VolunteerSettingsDto> {
    return this.applications.settings(access.edition.id);
  }

  @Patch('settings')
  @EditionAccess('manageVolunteers')
  @ApiOkResponse({ type: VolunteerSettingsDto })
  updateSettings(@CurrentEdition() access: EditionAnswer, @Body() dto: UpdateVolunteerSettingsDto): Promise<VolunteerSettingsDto> {
    return this.applications.updateSettings(access.edition, dto);
  }

  @Get('applications')
  @EditionAccess('leadVolunteerTeams')
  @ApiOkResponse({ type: ApplicationListDto })
  list(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Query() query: ApplicationListQuery): Promise<ApplicationListDto> {
    return this.applications.list(access, user.id, query);
  }

  /** Every answered field, teams and slots of the matching applications, for spreadsheets. */
  @Get('applications/export.csv')
  @EditionAccess('manageVolunteers')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV, UTF-8 with BOM', schema: { type: 'string' } })
  async exportCsv(@CurrentEdition() access: EditionAnswer, @Query() query: ApplicationFilterQuery, @RequestLanguage() lng: string, @Res() res: Response): Promise<void> {
    const csv = await this.applications.exportCsv(access.edition.id, query, lng);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="volunteers-${access.edition.id}.csv"`);
    res.send(csv);
  }

  /** The e-mail addresses of the matching volunteers, to copy into a mail. */
  @Get('applications/emails')
  @EditionAccess('manageVolunteers')
  @ApiOkResponse({ type: ApplicationEmailsDto })
  async emails(@CurrentEdition() access: EditionAnswer, @Query() query: ApplicationFilterQuery): Promise<ApplicationEmailsDto> {
    return { emails: await this.applications.emails(access.edition.id, query) };
  }

  /** The printable sheet: the matching volunteers with the secret of their entry QR code. */
  @Get('applications/badges')
  @EditionAccess('manageVolunteers')
  @ApiOkResponse({ type: VolunteerBadgesDto })
  async badges(@CurrentEdition() access: EditionAnswer, @Query() query: ApplicationFilterQuery): Promise<VolunteerBadgesDto> {
    return { items: await this.applications.badges(access.edition.id, query) };
  }

  /** An organiser adds an existing user by e-mail or pseudo (the volunteer's own POST applications is the form). */
  @Post('applications/manual')
  @EditionAccess('manageVolunteers')
  @ApiCreatedResponse({ type: ApplicationDetailDto })
  @ApiConflictResponse({ description: 'The user already has an application (ALREADY_APPLIED)' })
  add(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Body() dto: AddApplicationDto): Promise<ApplicationDetailDto> {
    return this.applications.addManually(access.edition, user.id, dto);
  }

  @Get('applications/:applicationId')
  @EditionAccess('leadVolunteerTeams')
  @ApiOkResponse({ type: ApplicationDetailDto })
  detail(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('applicationId', applicationId) id: number): Promise<ApplicationDetailDto> {
    return this.applications.detail(access, user.id, id);
  }

  @Patch('applications/:applicationId')
  @EditionAccess('manageVolunteers')
  @ApiOkResponse({ type: ApplicationDetailDto })
  correct(@CurrentEdition() access: EditionAnswer, @Param('applicationId', applicationId) id: number, @Body() dto: CorrectApplicationDto): Promise<ApplicationDetailDto> {
    return this.applications.correct(access.edition, id, dto);
  }

  @Patch('applications/:applicationId/status')
  @EditionAccess('manageVolunteers')
  @ApiOkResponse({ type: ApplicationDetailDto })
  @ApiConflictResponse({ description: 'Not a permitted transition (INVALID_TRANSITION)' })
  changeStatus(@CurrentEdition() access: EditionAnswer, @Param('applicationId', applicationId) id: number, @Body() dto: ChangeApplicationStatusDto): Promise<ApplicationDetailDto> {
    return this.applications.changeStatus(access.edition, id, dto);
  }

  @Put('applications/:applicationId/teams')
  @EditionAccess('manageVolunteers')
  @ApiOkResponse({ type: ApplicationDetailDto })
  @ApiConflictResponse({ description: 'The application is not accepted (NOT_ACCEPTED) or a team is full (TEAM_FULL)' })
  setTeams(@CurrentEdition() access: EditionAnswer, @Param('applicationId', applicationId) id: number, @Body() dto: SetApplicationTeamsDto): Promise<ApplicationDetailDto> {
    return this.applications.setTeams(access.edition, id, dto);
  }
}
