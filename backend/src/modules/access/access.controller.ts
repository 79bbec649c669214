import { Controller, Get } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ConventionPermissionsDto, EditionPermissionsDto, GrantableRightsDto } from './access.dto';
import { ConventionAccess, CurrentConvention, CurrentEdition, EditionAccess } from './access.decorators';
import type { ConventionAccess as ConventionAnswer, EditionAccess as EditionAnswer } from './access.service';

/** What the caller may do on a convention or an edition: the front end hides the rest. */
@ApiTags('access')
@ApiExtraModels(GrantableRightsDto)
@Controller()
export class AccessController {
  /** What the caller may do here; the front end hides what it may not. */
  @Get('conventions/:id/permissions')
  @ConventionAccess('view')
  @ApiOkResponse({ type: ConventionPermissionsDto })
  conventionPermissions(@CurrentConvention() access: ConventionAnswer): ConventionPermissionsDto {
    return access.permissions;
  }

  /** What the caller may do on this edition; the front end hides the rest. */
  @Get('editions/:id/permissions')
  @EditionAccess('view')
  @ApiOkResponse({ type: EditionPermissionsDto })
  editionPermissions(@CurrentEdition() access: EditionAnswer): EditionPermissionsDto {
    return access.permissions;
  }
}
