/**
 * Which source each byte of a bundled file came from, read from its source map: a mapping segment
 * owns the bytes from its column up to the next segment of its line. Bytes before a line's first
 * segment, or after a segment that names no source, belong to no source (-1): the bundler's own
 * runtime, and modules a plugin made without a map (virtual modules).
 */
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, value) => [char, value]));

/** The fields of one segment, each a base64 VLQ: `AAgBC` -> [0, 0, 16, 1]. */
export function decodeSegment(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char);
    if (digit === undefined) throw new Error(`bad character ${char} in source map mappings`);
    value += (digit & 31) * 2 ** shift;
    shift += 5;
    if (digit & 32) continue;
    fields.push(value & 1 ? -Math.floor(value / 2) : value / 2);
    value = 0;
    shift = 0;
  }
  return fields;
}

/** Byte offset of each UTF-16 unit of `text` in its UTF-8 encoding (source map columns count UTF-16 units). */
function utf8Offsets(text: string): Uint32Array {
  const offsets = new Uint32Array(text.length + 1);
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    offsets[i] = bytes;
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    // a surrogate pair is four bytes: two for each half
    else if (unit >= 0xd800 && unit <= 0xdfff) bytes += 2;
    else bytes += 3;
  }
  offsets[text.length] = bytes;
  return offsets;
}

/** For each byte of `code` (UTF-8), the index into the map's `sources` it came from, or -1. */
export function sourceOwners(code: string, mappings: string): Int32Array {
  const offsets = utf8Offsets(code);
  const owners = new Int32Array(offsets[code.length]).fill(-1);
  const lineStarts = [0];
  for (let i = code.indexOf('\n'); i !== -1; i = code.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  let source = 0;
  const lines = mappings.split(';');
  lines.forEach((line, lineIndex) => {
    if (lineIndex >= lineStarts.length) return;
    const lineStart = lineStarts[lineIndex];
    const lineEnd = lineIndex + 1 < lineStarts.length ? lineStarts[lineIndex + 1] : code.length;
    let column = 0;
    const starts: [column: number, source: number][] = [];
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const fields = decodeSegment(segment);
      column += fields[0];
      if (fields.length >= 4) source += fields[1];
      // the source line, column and name fields are relative too, but ownership needs only the source
      starts.push([column, fields.length >= 4 ? source : -1]);
    }
    starts.forEach(([start, owner], i) => {
      const end = i + 1 < starts.length ? starts[i + 1][0] : lineEnd - lineStart;
      owners.fill(owner, offsets[Math.min(lineStart + start, lineEnd)], offsets[Math.min(lineStart + end, lineEnd)]);
    });
  });
  return owners;
}
