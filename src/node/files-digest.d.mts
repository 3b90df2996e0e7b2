export interface FilesDigestOptions {
  /** a file that keeps the digest with the files' stat stamps: the files are read only when a stamp changed */
  memo?: string;
  /** a folder the paths count relative to: the digest stays when it moves */
  relativeTo?: string;
}

/** The digest of `files` (paths in this order, and text), or undefined when one can't be read. */
export declare function filesDigest(files: readonly string[], options?: FilesDigestOptions): string | undefined;
