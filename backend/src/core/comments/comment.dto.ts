import { ApiProperty } from '@nestjs/swagger';
import { PageNumber, PageSize, Text } from '../validation/fields';

/** The longest comment (characters). */
export const COMMENT_MAX_LENGTH = 2000;

/**
 * Comments under the community pages' items (carpool offers and requests, posts, lost and found
 * items): one request shape, one answer shape, one page shape, whatever they are under.
 */
export class NewCommentDto {
  @Text(COMMENT_MAX_LENGTH) content!: string;
}

export class CommentPageQuery {
  @PageNumber() page: number = 1;
  @PageSize() pageSize: number = 20;
}

export class CommentAuthorDto {
  @ApiProperty() id!: number;
  @ApiProperty() pseudo!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Path under /uploads/profiles/' }) profilePicture!: string | null;
  @ApiProperty({ description: 'When the account last changed (versions the picture URL)' }) updatedAt!: string;
}

export class CommentDto {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'Plain text as typed: pages render it as text, never as HTML' }) content!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ type: CommentAuthorDto }) author!: CommentAuthorDto;
  @ApiProperty({ description: 'The caller may delete it: its author, or the team moderating' }) canDelete!: boolean;
}

export class CommentPageDto {
  @ApiProperty({ type: [CommentDto], description: 'Newest first' }) items!: CommentDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}
