import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { contentTypeOfKey, isStorageKey, type ObjectStorage, type StoredObject } from './storage.port.js';

/**
 * Files under one directory. The media type comes back from the key's extension, which our keys
 * always carry; a second guard after resolving keeps every path inside the root even if the key
 * check were ever loosened.
 */
export class LocalDiskStorage implements ObjectStorage {
  readonly driver = 'local' as const;
  private readonly root: string;

  constructor(dir: string) {
    this.root = resolve(dir);
  }

  async put(key: string, body: Buffer, _contentType?: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(dirname(file), { recursive: true });
    // Write then rename: a reader never sees half a file, and a crash leaves only a temp file.
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(tmp, body);
    await rename(tmp, file);
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      return { body: await readFile(this.pathOf(key)), contentType: contentTypeOfKey(key) };
    } catch (err) {
      if (
        (err as NodeJS.ErrnoException).code === 'ENOENT' ||
        (err as NodeJS.ErrnoException).code === 'EISDIR'
      )
        return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    const file = resolve(this.root, key);
    if (!file.startsWith(this.root + sep)) throw new Error(`storage key escapes the root: ${key}`);
    return file;
  }
}
