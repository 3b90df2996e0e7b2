/**
 * The intrinsic size of an image file (PNG, GIF, JPEG, WebP, SVG) from its header, so the page can
 * give the `<img>` width and height and the browser reserves its box before the file arrives.
 * Anything unreadable gives undefined: the image is then shown without a reserved box.
 */
export interface ImageSize {
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

function png(b: Buffer): ImageSize | undefined {
  if (b.length < 24 || b.readUInt32BE(0) !== 0x89504e47 || ascii(b, 12, 16) !== 'IHDR') return undefined;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

function gif(b: Buffer): ImageSize | undefined {
  if (b.length < 10 || !/^GIF8[79]a$/.test(ascii(b, 0, 6))) return undefined;
  return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
}

/** JPEG: the first start-of-frame segment (SOF0-SOF15 but DHT, JPG and DAC) holds the size. */
function jpeg(b: Buffer): ImageSize | undefined {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 9 <= b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1];
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7) };
    }
    at += 2 + b.readUInt16BE(at + 2);
  }
  return undefined;
}

function webp(b: Buffer): ImageSize | undefined {
  if (b.length < 30 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 12) !== 'WEBP') return undefined;
  const chunk = ascii(b, 12, 16);
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  return undefined;
}

/** A length in user units (unitless or px); percentages and font-relative units give undefined. */
function svgLength(value: string | undefined): number | undefined {
  const match = value ? /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/.exec(value) : null;
  return match ? Number(match[1]) : undefined;
}

/** SVG: width and height on the root element, else the viewBox's. */
function svg(b: Buffer): ImageSize | undefined {
  const root = /<svg\b([^>]*)>/i.exec(b.subarray(0, 4096).toString('utf8'));
  if (!root) return undefined;
  const attribute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i')
      .exec(root[1])
      ?.slice(1)
      .find((v) => v !== undefined);
  const width = svgLength(attribute('width'));
  const height = svgLength(attribute('height'));
  if (width && height) return { width, height };
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length !== 4 || !(box[2] > 0 && box[3] > 0)) return undefined;
  return { width: box[2], height: box[3] };
}

export function imageSize(file: Buffer): ImageSize | undefined {
  const size = png(file) ?? gif(file) ?? jpeg(file) ?? webp(file) ?? svg(file);
  return size && size.width > 0 && size.height > 0 ? size : undefined;
}
