import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';

export type UploadKind = 'conventions' | 'editions' | 'profiles' | 'lost-found';

/** Where uploaded files go; the local one writes under data/uploads, an S3 one can replace it. */
export abstract class FileStorage {
  /** Stores the bytes and returns the public path (/uploads/<kind>/<ownerId>/<file>). */
  abstract put(kind: UploadKind, ownerId: number | undefined, extension: string, data: Buffer): Promise<string>;
  abstract remove(publicPath: string): Promise<void>;
}

export class LocalFileStorage extends FileStorage {
  constructor(private readonly root: string) {
    super();
  }

  async put(kind: UploadKind, ownerId: number | undefined, extension: string, data: Buffer): Promise<string> {
    const name = `${Date.now().toString(36)}-${randomBytes(6).toString('hex')}.${extension}`;
    const relative = join(kind, ownerId === undefined ? 'temp' : String(ownerId), name);
    const file = join(this.root, relative);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, data);
    return `/uploads/${relative.split('\\').join('/')}`;
  }

  async remove(publicPath: string): Promise<void> {
    if (!publicPath.startsWith('/uploads/')) return;
    const relative = normalize(publicPath.slice('/uploads/'.length));
    if (relative.startsWith('..')) return;
    await rm(join(this.root, relative), { force: true });
  }
}
