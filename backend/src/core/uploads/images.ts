import sharp from 'sharp';
import { AppException, BadRequestError } from '../errors/app-errors';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/**
 * Checks an upload by its content (not its name or declared type), then re-encodes it:
 * metadata (GPS, camera) is dropped and the size is bounded.
 */
export async function processImage(buffer: Buffer, maxSide: number): Promise<Buffer> {
  if (buffer.length > MAX_IMAGE_BYTES) throw new AppException(413, 'errors.imageTooLarge', { params: { max: 5 } });
  let format: string | undefined;
  try {
    format = (await sharp(buffer).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED.has(format)) throw new AppException(415, 'errors.imageType', { code: 'UNSUPPORTED_IMAGE' });
  return sharp(buffer)
    .rotate()
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}

/** The uploaded file's bytes, or 400 when the multipart body has no `file`. */
export function requireImage(file: Express.Multer.File | undefined): Buffer {
  if (!file) throw new BadRequestError('errors.fileMissing', { fields: { file: [{ key: 'errors.fileMissing' }] } });
  return file.buffer;
}
