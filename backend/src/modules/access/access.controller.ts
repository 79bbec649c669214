import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ConventionPermissionsDto, EditionPermissionsDto, RightsRegistryDto } from './access.dto';
import { ConventionAccess, CurrentConvention, CurrentEdition, EditionAccess, Public } from './access.decorators';
import { CONVENTION_RIGHT_LIST, EDITION_RIGHT_LIST, fieldOfRight, type Source } from './access.registry';
import type { ConventionAccess as ConventionAnswer, EditionAccess as EditionAnswer } from './access.service';

/** The registry as the front end shows it: labels, and which convention right covers each edition right. */
const REGISTRY: RightsRegistryDto = {
  convention: CONVENTION_RIGHT_LIST.map(({ key, field, definition }) => ({ key, field, label: definition.label ?? null, grantable: definition.grantable, conventionWide: null })),
  edition: EDITION_RIGHT_LIST.map(({ key, field, definition }) => {
    const wide = definition.sources.find((s: Source): s is { conventionRight: never } => typeof s === 'object' && 'conventionRight' in s);
    return { key, field, label: definition.label ?? null, grantable: definition.grantable, conventionWide: wide ? fieldOfRight('convention', wide.conventionRight) : null };
  }),
};

@ApiTags('access')
@Controller()
export class AccessController {
  /** Every right, in display order: the collaborators screens build their checkboxes from it. */
  @Get('access/rights')
  @Public()
  @ApiOkResponse({ type: RightsRegistryDto })
  rights(): RightsRegistryDto {
    return REGISTRY;
  }

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
