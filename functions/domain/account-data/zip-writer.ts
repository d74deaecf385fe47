import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A ZIP written entry by entry (fflate's streaming Zip): each entry is compressed and handed on as
 * it is added, so only the archive so far and the entry at hand are in memory, never every file
 * at once. JSON is deflated; uploads (PDF, JPEG, PNG, compressed already) are stored as they are.
 */
export function zipWriter() {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else chunks.push(chunk);
  });
  const add = (entry: ZipDeflate | ZipPassThrough, bytes: Uint8Array) => {
    zip.add(entry);
    entry.push(bytes, true);
    if (failure) throw failure;
  };
  return {
    addJson(path: string, value: unknown): void {
      add(new ZipDeflate(path, { level: 6 }), strToU8(`${JSON.stringify(value, null, 2)}\n`));
    },
    addText(path: string, text: string): void {
      add(new ZipDeflate(path, { level: 6 }), strToU8(text));
    },
    addFile(path: string, bytes: Uint8Array): void {
      add(new ZipPassThrough(path), bytes);
    },
    /** The whole archive (the writer takes no entry after this). */
    finish(): Uint8Array {
      zip.end();
      if (failure) throw failure;
      const archive = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
      let offset = 0;
      for (const chunk of chunks) {
        archive.set(chunk, offset);
        offset += chunk.length;
      }
      return archive;
    },
  };
}
