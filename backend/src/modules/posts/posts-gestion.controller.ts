import { Body, Controller, Delete, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Limited } from '../../core/throttle/limited';
import { pathId } from '../../core/validation/path-id';
import { CurrentEdition, CurrentUser, EditionAccess } from '../access/access.decorators';
import type { EditionAccess as EditionAnswer } from '../access/access.service';
import type { User } from '../users/user.entity';
import { NewPostDto, PostDto, UpdatePostDto } from './posts.dto';
import { PostsService } from './posts.service';

/** What the edition's team does with its posts: write (markdown), edit, pin or unpin, delete. */
@ApiTags('posts')
@Controller('editions/:id/posts')
export class PostsGestionController {
  constructor(private readonly posts: PostsService) {}

  @Post()
  @Limited('community')
  @EditionAccess('team')
  @ApiCreatedResponse({ type: PostDto })
  create(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Body() dto: NewPostDto): Promise<PostDto> {
    return this.posts.create(access, user, dto);
  }

  @Patch(':postId')
  @EditionAccess('team')
  @ApiOkResponse({ type: PostDto })
  @ApiNotFoundResponse({ description: 'No such post in the edition' })
  update(@CurrentEdition() access: EditionAnswer, @Param('postId', pathId) postId: number, @Body() dto: UpdatePostDto): Promise<PostDto> {
    return this.posts.update(access, postId, dto);
  }

  @Put(':postId/pin')
  @HttpCode(204)
  @EditionAccess('team')
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'No such post in the edition' })
  pin(@CurrentEdition() access: EditionAnswer, @Param('postId', pathId) postId: number): Promise<void> {
    return this.posts.setPinned(access, postId, true);
  }

  @Delete(':postId/pin')
  @HttpCode(204)
  @EditionAccess('team')
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'No such post in the edition' })
  unpin(@CurrentEdition() access: EditionAnswer, @Param('postId', pathId) postId: number): Promise<void> {
    return this.posts.setPinned(access, postId, false);
  }

  /** Its comments go with it. */
  @Delete(':postId')
  @HttpCode(204)
  @EditionAccess('team')
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'No such post in the edition' })
  remove(@CurrentEdition() access: EditionAnswer, @Param('postId', pathId) postId: number): Promise<void> {
    return this.posts.remove(access, postId);
  }
}
