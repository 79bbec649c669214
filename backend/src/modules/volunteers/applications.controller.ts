import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Limited } from '../../core/throttle/limited';
import { CurrentEdition, CurrentUser, EditionAccess } from '../access/access.decorators';
import type { EditionAccess as EditionAnswer } from '../access/access.service';
import type { User } from '../users/user.entity';
import { ApplyDto, MyApplicationDto, VolunteerInfoDto } from './applications.dto';
import { ApplicationsService } from './applications.service';

/** What anyone reads of an edition's volunteers page, and what a signed-in user does there: apply, withdraw. */
@ApiTags('volunteers')
@Controller('editions/:id/volunteers')
export class ApplicationsController {
  constructor(private readonly applications: ApplicationsService) {}

  /** The public page: mode, open, description, period, questions, visible teams, and the caller's own application. */
  @Get('info')
  @EditionAccess('view')
  @ApiOkResponse({ type: VolunteerInfoDto })
  info(@CurrentEdition() access: EditionAnswer, @CurrentUser({ optional: true }) user: User | undefined): Promise<VolunteerInfoDto> {
    return this.applications.info(access.edition, user);
  }

  @Post('applications')
  @Limited('volunteerApplication')
  @EditionAccess('view', { signedIn: true })
  @ApiCreatedResponse({ type: MyApplicationDto })
  @ApiConflictResponse({ description: 'Applications closed (APPLICATIONS_CLOSED), taken elsewhere (APPLICATIONS_EXTERNAL), or already applied (ALREADY_APPLIED)' })
  apply(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Body() dto: ApplyDto): Promise<MyApplicationDto> {
    return this.applications.apply(access.edition, user.id, dto);
  }

  /** The caller withdraws their application while it is pending. */
  @Delete('application')
  @HttpCode(204)
  @EditionAccess('view', { signedIn: true })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'No application (NO_APPLICATION)' })
  @ApiConflictResponse({ description: 'The application is no longer pending (NOT_PENDING)' })
  withdraw(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User): Promise<void> {
    return this.applications.withdraw(access.edition.id, user.id);
  }
}
