import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { pathId } from '../../core/validation/path-id';
import type { User } from '../users/user.entity';
import type { Caller } from './access-rules';
import { AddCollaboratorDto, CollaboratorDto, CollaboratorsDto, EditionRightsInputDto, HistoryDto, PerEditionRightsDto, PerEditionRightsListDto, UpdateCollaboratorDto } from './access.dto';
import { ConventionAccess, CurrentCaller, CurrentConvention, CurrentUser } from './access.decorators';
import type { ConventionAccess as ConventionAnswer } from './access.service';
import { CollaboratorsService } from './collaborators.service';

/** A convention's team: who is in it with which rights, and the history of changes. */
@ApiTags('collaborators')
@Controller('conventions/:id')
export class CollaboratorsController {
  constructor(private readonly collaborators: CollaboratorsService) {}

  @Get('collaborators')
  @ConventionAccess('team')
  @ApiOkResponse({ type: CollaboratorsDto })
  list(@CurrentConvention() convention: ConventionAnswer): Promise<CollaboratorsDto> {
    return this.collaborators.list(convention);
  }

  @Post('collaborators')
  @ConventionAccess('manageCollaborators')
  @ApiCreatedResponse({ type: CollaboratorDto })
  @ApiConflictResponse({ description: 'Already a collaborator, or the author' })
  add(@CurrentConvention() convention: ConventionAnswer, @Body() dto: AddCollaboratorDto, @CurrentUser() user: User): Promise<CollaboratorDto> {
    return this.collaborators.add(convention, dto, user.id);
  }

  @Patch('collaborators/:collaboratorId')
  @ConventionAccess('manageCollaborators')
  @ApiOkResponse({ type: CollaboratorDto })
  update(
    @CurrentConvention() convention: ConventionAnswer,
    @Param('collaboratorId', pathId) collaboratorId: number,
    @Body() dto: UpdateCollaboratorDto,
    @CurrentUser() user: User,
  ): Promise<CollaboratorDto> {
    return this.collaborators.update(convention, collaboratorId, dto, user.id);
  }

  @Delete('collaborators/:collaboratorId')
  @HttpCode(204)
  @ConventionAccess('manageCollaborators')
  @ApiNoContentResponse()
  remove(@CurrentConvention() convention: ConventionAnswer, @Param('collaboratorId', pathId) collaboratorId: number, @CurrentUser() user: User): Promise<void> {
    return this.collaborators.remove(convention, collaboratorId, user.id);
  }

  @Get('collaborators/:collaboratorId/editions')
  @ConventionAccess('team')
  @ApiOkResponse({ type: PerEditionRightsListDto })
  async perEditionRights(@CurrentConvention() convention: ConventionAnswer, @Param('collaboratorId', pathId) collaboratorId: number): Promise<PerEditionRightsListDto> {
    return { items: await this.collaborators.perEditionRights(convention.convention.id, collaboratorId) };
  }

  @Put('collaborators/:collaboratorId/editions/:editionId')
  @ConventionAccess('manageCollaborators')
  @ApiOkResponse({ type: PerEditionRightsDto })
  setPerEditionRights(
    @CurrentConvention() convention: ConventionAnswer,
    @Param('collaboratorId', pathId) collaboratorId: number,
    @Param('editionId', pathId) editionId: number,
    @Body() dto: EditionRightsInputDto,
    @CurrentCaller() caller: Caller,
  ): Promise<PerEditionRightsDto> {
    return this.collaborators.setPerEditionRights(caller, convention, collaboratorId, editionId, dto);
  }

  @Get('history')
  @ConventionAccess('team')
  @ApiOkResponse({ type: HistoryDto })
  async history(@CurrentConvention() convention: ConventionAnswer): Promise<HistoryDto> {
    return { items: await this.collaborators.history(convention.convention.id) };
  }
}
