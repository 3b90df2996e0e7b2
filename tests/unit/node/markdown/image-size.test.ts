import { describe, expect, it } from 'vitest';
import { imageSize } from '../../../../src/node/markdown/image-size';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u16be = (n: number) => [(n >>> 8) & 255, n & 255];
const u16le = (n: number) => [n & 255, (n >>> 8) & 255];
const u24le = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255];

describe('src/node/markdown/image-size', () => {
  it('reads PNG, GIF and JPEG headers', () => {
    expect(imageSize(bytes([0x89], 'PNG\r\n\x1a\n', u32be(13), 'IHDR', u32be(640), u32be(360)))).toEqual({ width: 640, height: 360 });
    expect(imageSize(bytes('GIF89a', u16le(32), u16le(16)))).toEqual({ width: 32, height: 16 });
    // an APP0 segment before the baseline frame header
    const app0 = [0xff, 0xe0, ...u16be(16), ...'JFIF\0'.split('').map((c) => c.charCodeAt(0)), ...new Array(9).fill(0)];
    const sof0 = [0xff, 0xc0, ...u16be(17), 8, ...u16be(480), ...u16be(800), 3];
    expect(imageSize(bytes([0xff, 0xd8], app0, sof0, new Array(20).fill(0)))).toEqual({ width: 800, height: 480 });
  });

  it('reads the three WebP flavours', () => {
    const riff = (chunk: string, body: number[]) => bytes('RIFF', [0, 0, 0, 0], 'WEBP', chunk, body, new Array(16).fill(0));
    expect(imageSize(riff('VP8 ', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, ...u16le(300), ...u16le(200)]))).toEqual({ width: 300, height: 200 });
    const bits = (300 - 1) | ((200 - 1) << 14);
    expect(imageSize(riff('VP8L', [0, 0, 0, 0, 0x2f, bits & 255, (bits >>> 8) & 255, (bits >>> 16) & 255, (bits >>> 24) & 255]))).toEqual({
      width: 300,
      height: 200,
    });
    expect(imageSize(riff('VP8X', [0, 0, 0, 0, 0, 0, 0, 0, ...u24le(1919), ...u24le(1079)]))).toEqual({ width: 1920, height: 1080 });
  });

  it('reads an SVG from its width and height, else from its viewBox', () => {
    expect(imageSize(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="720" height="160px">'))).toEqual({
      width: 720,
      height: 160,
    });
    expect(imageSize(Buffer.from("<svg viewBox='0 0 64 48' width='100%'><rect/></svg>"))).toEqual({ width: 64, height: 48 });
    expect(imageSize(Buffer.from('<svg width="2em" height="1em"></svg>'))).toBeUndefined();
  });

  it('gives nothing for an empty, truncated or unknown file', () => {
    expect(imageSize(Buffer.alloc(0))).toBeUndefined();
    expect(imageSize(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 200]))).toBeUndefined();
    expect(imageSize(Buffer.from('plain text'))).toBeUndefined();
  });
});
