import { Body, Controller, Delete, Get, HttpCode, Patch, Post, UploadedFile } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ImageUpload } from '../../core/uploads/image-upload.dto';
import { requireImage } from '../../core/uploads/images';
import { EditionPermissionsListDto } from '../access/access.dto';
import { ConventionAccess, CurrentCaller, CurrentConvention, CurrentEdition, CurrentUser, EditionAccess } from '../access/access.decorators';
import type { Caller, ConventionAccess as ConventionAnswer, EditionAccess as EditionAnswer } from '../access/access.service';
import type { User } from '../users/user.entity';
import { CreateEditionDto, EditionDto, UpdateEditionDto } from './edition.dto';
import { EditionsService } from './editions.service';

/** What the edition's team does: create, edit, picture, delete, and their rights on each edition. */
@ApiTags('editions')
@Controller()
export class EditionsGestionController {
  constructor(private readonly editions: EditionsService) {}
  @Post('conventions/:id/editions')
  @ConventionAccess('addEdition')
  @ApiCreatedResponse({ type: EditionDto })
  @ApiConflictResponse({ description: 'The convention is archived' })
  create(@CurrentConvention() convention: ConventionAnswer, @Body() dto: CreateEditionDto, @CurrentUser() user: User): Promise<EditionDto> {
    return this.editions.create(convention, dto, user.id);
  }

  /** What the caller may do on each edition of the convention (the team page offers only those rights). */
  @Get('conventions/:id/editions/permissions')
  @ConventionAccess('team')
  @ApiOkResponse({ type: EditionPermissionsListDto })
  async editionPermissions(@CurrentConvention() convention: ConventionAnswer, @CurrentCaller() caller: Caller): Promise<EditionPermissionsListDto> {
    return { items: await this.editions.permissionsOn(caller, convention) };
  }

  @Patch('editions/:id')
  @EditionAccess('edit')
  @ApiOkResponse({ type: EditionDto })
  update(@CurrentEdition() access: EditionAnswer, @Body() dto: UpdateEditionDto): Promise<EditionDto> {
    return this.editions.update(access.edition.id, dto);
  }

  @Post('editions/:id/image')
  @EditionAccess('edit')
  @ImageUpload()
  @ApiOkResponse({ type: EditionDto })
  uploadImage(@CurrentEdition() access: EditionAnswer, @UploadedFile() file: Express.Multer.File | undefined): Promise<EditionDto> {
    return this.editions.setImage(access.edition.id, requireImage(file));
  }

  @Delete('editions/:id/image')
  @EditionAccess('edit')
  @ApiOkResponse({ type: EditionDto })
  removeImage(@CurrentEdition() access: EditionAnswer): Promise<EditionDto> {
    return this.editions.setImage(access.edition.id, null);
  }

  @Delete('editions/:id')
  @HttpCode(204)
  @EditionAccess('delete')
  @ApiNoContentResponse()
  remove(@CurrentEdition() access: EditionAnswer): Promise<void> {
    return this.editions.remove(access.edition.id);
  }
}
