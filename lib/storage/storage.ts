// What a storage driver does: files by key, nothing more. Keys are the
// caller's (lib/images/urls.ts names pictures); a driver stores the bytes and
// the type they are served with.

export type StoredFile = { bytes: Uint8Array; contentType: string };

export interface Storage {
  readonly name: "postgres" | "s3";
  /** Stores the file under the key, replacing what was there. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the files; keys with no file are fine (another instance may have removed them first). */
  delete(keys: string[]): Promise<void>;
}
