import { Body, Controller, Delete, HttpCode, Param, Patch, Post, UploadedFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Limited } from '../../core/throttle/limited';
import { ImageUpload } from '../../core/uploads/image-upload.dto';
import { requireImage } from '../../core/uploads/images';
import { pathId } from '../../core/validation/path-id';
import { CurrentEdition, CurrentUser, EditionAccess } from '../access/access.decorators';
import type { EditionAccess as EditionAnswer } from '../access/access.service';
import type { User } from '../users/user.entity';
import { LostFoundItemDto, NewLostFoundItemDto, UpdateLostFoundItemDto } from './lost-found.dto';
import { LostFoundService } from './lost-found.service';

/** What the edition's team does in its lost and found: record items, describe them, photograph them, mark them returned, delete them. */
@ApiTags('lost-found')
@Controller('editions/:id/lost-found')
export class LostFoundGestionController {
  constructor(private readonly lostFound: LostFoundService) {}

  @Post()
  @Limited('lostFoundItem')
  @EditionAccess('team')
  @ApiCreatedResponse({ type: LostFoundItemDto })
  create(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Body() dto: NewLostFoundItemDto): Promise<LostFoundItemDto> {
    return this.lostFound.create(access.edition.id, user.id, dto);
  }

  @Patch(':itemId')
  @EditionAccess('team')
  @ApiOkResponse({ type: LostFoundItemDto })
  @ApiNotFoundResponse({ description: 'No such item in the edition' })
  update(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('itemId', pathId) itemId: number, @Body() dto: UpdateLostFoundItemDto): Promise<LostFoundItemDto> {
    return this.lostFound.update(access.edition.id, user.id, itemId, dto);
  }

  /** Replaces the item's photo (the previous file is deleted). */
  @Post(':itemId/photo')
  @Limited('lostFoundItem')
  @EditionAccess('team')
  @ImageUpload()
  @ApiOkResponse({ type: LostFoundItemDto })
  @ApiNotFoundResponse({ description: 'No such item in the edition' })
  uploadPhoto(@CurrentEdition() access: EditionAnswer, @Param('itemId', pathId) itemId: number, @UploadedFile() file: Express.Multer.File | undefined): Promise<LostFoundItemDto> {
    return this.lostFound.setPhoto(access.edition.id, itemId, requireImage(file));
  }

  @Delete(':itemId/photo')
  @EditionAccess('team')
  @ApiOkResponse({ type: LostFoundItemDto })
  @ApiNotFoundResponse({ description: 'No such item in the edition' })
  removePhoto(@CurrentEdition() access: EditionAnswer, @Param('itemId', pathId) itemId: number): Promise<LostFoundItemDto> {
    return this.lostFound.setPhoto(access.edition.id, itemId, null);
  }

  /** Its comments and its photo go with it. */
  @Delete(':itemId')
  @HttpCode(204)
  @EditionAccess('team')
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'No such item in the edition' })
  remove(@CurrentEdition() access: EditionAnswer, @Param('itemId', pathId) itemId: number): Promise<void> {
    return this.lostFound.remove(access.edition.id, itemId);
  }
}
