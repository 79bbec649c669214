import { applyDecorators, HttpCode, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiPayloadTooLargeResponse, ApiProperty, ApiUnsupportedMediaTypeResponse } from '@nestjs/swagger';
import { MAX_IMAGE_BYTES } from './images';

/** The multipart body of every image upload (profile picture, convention logo, edition image…). */
export class ImageUploadDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 5 MB' })
  file!: unknown;
}

/**
 * An image upload route: a multipart body with one `file` of at most 5 MB (one byte over lets the
 * image check answer 413 itself rather than multer's generic error), answered 200, documented.
 * The handler takes `@UploadedFile() file` and passes `requireImage(file)` on.
 */
export const ImageUpload = () =>
  applyDecorators(
    HttpCode(200),
    ApiConsumes('multipart/form-data'),
    ApiBody({ type: ImageUploadDto }),
    ApiPayloadTooLargeResponse({ description: 'Over 5 MB' }),
    ApiUnsupportedMediaTypeResponse({ description: 'Not a JPEG, PNG or WebP image' }),
    UseInterceptors(FileInterceptor('file', { limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 1 } })),
  );
