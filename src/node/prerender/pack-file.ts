/**
 * Texts written one after another into one file and read back by where they are: a build's page
 * store holds thousands of small texts, and one file written in large pieces costs far less than a
 * file created, written and closed for each. Written and read at once, not through the thread pool:
 * the file is the build's own and the system keeps it in memory. A text may be given and read as
 * its UTF-8 bytes, so one that is already encoded (for the build cache) is not encoded again.
 */
import { closeSync, openSync, readSync, writeSync } from 'node:fs';

/** Written texts wait in memory until they are this many bytes, then go to the file in one write. */
const FLUSH_BYTES = 1 << 20;

export interface PackFile {
  /** keep `text` (or its UTF-8 bytes, which must not change afterwards) under `name`, in place of any text kept under it before */
  write(name: string, text: string | Uint8Array): void;
  /** the text kept under `name`, undefined when there is none */
  read(name: string): string | undefined;
  /** the same, as its UTF-8 bytes */
  readBytes(name: string): Buffer | undefined;
  close(): void;
}

/** A pack in `file`, which it empties; a new file is this user's alone (it holds pages not published yet). */
export function openPackFile(file: string): PackFile {
  const fd = openSync(file, 'w+', 0o600);
  const spans = new Map<string, [position: number, length: number]>();
  let waiting: Uint8Array[] = [];
  let waitingBytes = 0;
  let written = 0;
  const flush = () => {
    if (waitingBytes === 0) return;
    const bytes = Buffer.concat(waiting, waitingBytes);
    for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done, bytes.length - done, written + done);
    written += bytes.length;
    waiting = [];
    waitingBytes = 0;
  };
  const readBytes = (name: string): Buffer | undefined => {
    const span = spans.get(name);
    if (!span) return undefined;
    flush();
    const [position, length] = span;
    const bytes = Buffer.allocUnsafe(length);
    for (let done = 0; done < length;) {
      const read = readSync(fd, bytes, done, length - done, position + done);
      if (read === 0) throw new Error(`pack file ${file}: ${name} is cut short`);
      done += read;
    }
    return bytes;
  };
  return {
    write(name, text) {
      const bytes = typeof text === 'string' ? Buffer.from(text) : text;
      spans.set(name, [written + waitingBytes, bytes.length]);
      waiting.push(bytes);
      waitingBytes += bytes.length;
      if (waitingBytes >= FLUSH_BYTES) flush();
    },
    read: (name) => readBytes(name)?.toString('utf8'),
    readBytes,
    close: () => closeSync(fd),
  };
}
