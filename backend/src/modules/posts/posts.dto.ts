import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { CommentAuthorDto } from '../../core/comments/comment.dto';
import { renderMarkdown } from '../../core/markdown/markdown';
import { Flag, PageNumber, stacked, Text } from '../../core/validation/fields';
import { msg } from '../../core/validation/validation';

/** The longest post (characters of markdown). */
export const POST_MAX_LENGTH = 10_000;
/** A post's `#` heading is a third-level heading of the page (the page and the post list hold the first two). */
const POST_HEADING_SHIFT = 2;
/** The most posts a page may hold. */
export const POSTS_PAGE_MAX = 50;

/** The size of a page of posts (1–50, 10 unless given). */
const PostPageSize = (): PropertyDecorator =>
  stacked(
    ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: POSTS_PAGE_MAX, default: 10 }),
    IsOptional(),
    Type(() => Number),
    IsInt(msg('validation.isInt')),
    Min(1, msg('validation.min')),
    Max(POSTS_PAGE_MAX, msg('validation.max')),
  );

// ── requests ────────────────────────────────────────────────────────────────────────────────────

export class PostListQuery {
  @PageNumber() page: number = 1;
  @PostPageSize() pageSize: number = 10;
}

export class NewPostDto {
  @Text(POST_MAX_LENGTH, { description: 'Markdown (no raw HTML, no images): rendered safely by the server' }) content!: string;
  @Flag('Pinned posts come first (false unless given)') pinned?: boolean;
}

export class UpdatePostDto {
  @Text(POST_MAX_LENGTH, { description: 'Markdown (no raw HTML, no images): rendered safely by the server' }) content!: string;
}

// ── answers ─────────────────────────────────────────────────────────────────────────────────────

/** The team member who wrote a post. */
export class PostAuthorDto extends CommentAuthorDto {}

export class PostDto {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'The markdown as written (public like the post; the team edits it)' }) content!: string;
  @ApiProperty({ description: 'The markdown rendered by the server: escaped text, links to http(s) and mailto only, no raw HTML, no images. Safe to insert as HTML.' })
  html!: string;
  @ApiProperty() pinned!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time', description: 'When its text last changed (pinning does not count)' }) updatedAt!: string;
  @ApiProperty({ type: PostAuthorDto, nullable: true, description: 'Null once their account is gone' }) author!: PostAuthorDto | null;
  @ApiProperty() commentCount!: number;
  @ApiProperty({ description: 'The caller is of the edition’s team: edits, pins and deletes it' }) canEdit!: boolean;
}

export class PostPageDto {
  @ApiProperty({ type: [PostDto], description: 'Pinned posts first, then newest first' }) items!: PostDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

// ── rows and mapper ─────────────────────────────────────────────────────────────────────────────

/** A post as the repository reads it (dates as ISO strings; the author's columns null once they are gone). */
export interface PostRow {
  id: number;
  content: string;
  pinned: boolean;
  createdAt: string;
  updatedAt: string;
  authorId: number | null;
  authorPseudo: string | null;
  authorPicture: string | null;
  authorUpdatedAt: string | null;
  commentCount: number | string;
}

/** One mapper for a post, whoever reads it; its HTML is rendered here, from the stored markdown. */
export function toPostDto(row: PostRow, canEdit: boolean): PostDto {
  return {
    id: row.id,
    content: row.content,
    html: renderMarkdown(row.content, POST_HEADING_SHIFT),
    pinned: row.pinned,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    author: row.authorId === null ? null : { id: row.authorId, pseudo: row.authorPseudo!, profilePicture: row.authorPicture, updatedAt: row.authorUpdatedAt! },
    commentCount: Number(row.commentCount),
    canEdit,
  };
}
