import { ApiProperty } from '@nestjs/swagger';

/** The multipart body of every image upload (profile picture, convention logo, edition image…). */
export class ImageUploadDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 5 MB' })
  file!: unknown;
}
