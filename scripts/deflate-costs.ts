/**
 * What each byte of a file costs in its gzip: the gzip stream is decoded symbol by symbol and each
 * symbol's bits (its Huffman code and extra bits) go to the bytes it produces, a back-reference's
 * bits spread evenly over the bytes it copies. Block headers (the Huffman tables) and the gzip
 * header and trailer are spread over all bytes in proportion to their cost, so the costs add up to
 * the gzip size exactly. A byte that repeats earlier code is cheap; the code it repeats paid.
 */
import { gunzipSync } from 'node:zlib';

const MAX_BITS = 15;
const LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DIST_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

interface Huffman {
  counts: number[];
  symbols: number[];
}

function huffman(lengths: number[]): Huffman {
  const counts = new Array<number>(MAX_BITS + 1).fill(0);
  for (const length of lengths) counts[length]++;
  counts[0] = 0;
  const offsets = [0, 0];
  for (let len = 1; len < MAX_BITS; len++) offsets[len + 1] = offsets[len] + counts[len];
  const symbols: number[] = [];
  lengths.forEach((length, symbol) => {
    if (length !== 0) symbols[offsets[length]++] = symbol;
  });
  return { counts, symbols };
}

class BitReader {
  private pos: number;
  private bit = 0;
  constructor(
    private readonly data: Uint8Array,
    start: number,
  ) {
    this.pos = start;
  }
  read(n: number): number {
    let value = 0;
    for (let i = 0; i < n; i++) {
      if (this.pos >= this.data.length) throw new Error('gzip stream ends early');
      value |= ((this.data[this.pos] >> this.bit) & 1) << i;
      if (++this.bit === 8) {
        this.bit = 0;
        this.pos++;
      }
    }
    return value;
  }
  alignToByte(): void {
    if (this.bit !== 0) {
      this.bit = 0;
      this.pos++;
    }
  }
  /** one symbol and the number of bits its code took (canonical codes, read bit by bit) */
  decode(h: Huffman): [symbol: number, bits: number] {
    let code = 0;
    let first = 0;
    let index = 0;
    for (let len = 1; len <= MAX_BITS; len++) {
      code |= this.read(1);
      const count = h.counts[len];
      if (code - count < first) return [h.symbols[index + (code - first)], len];
      index += count;
      first = (first + count) << 1;
      code <<= 1;
    }
    throw new Error('bad Huffman code in gzip stream');
  }
}

const FIXED_LITERALS = huffman(Array.from({ length: 288 }, (_, i) => (i < 144 ? 8 : i < 256 ? 9 : i < 280 ? 7 : 8)));
const FIXED_DISTANCES = huffman(new Array<number>(30).fill(5));

function readDynamicTables(bits: BitReader): [Huffman, Huffman] {
  const literalCount = bits.read(5) + 257;
  const distanceCount = bits.read(5) + 1;
  const codeLengthCount = bits.read(4) + 4;
  const codeLengthLengths = new Array<number>(19).fill(0);
  for (let i = 0; i < codeLengthCount; i++) codeLengthLengths[CODE_LENGTH_ORDER[i]] = bits.read(3);
  const codeLengths = huffman(codeLengthLengths);
  const lengths: number[] = [];
  while (lengths.length < literalCount + distanceCount) {
    const [symbol] = bits.decode(codeLengths);
    if (symbol < 16) lengths.push(symbol);
    else if (symbol === 16) lengths.push(...new Array<number>(3 + bits.read(2)).fill(lengths.at(-1) ?? 0));
    else lengths.push(...new Array<number>(symbol === 17 ? 3 + bits.read(3) : 11 + bits.read(7)).fill(0));
  }
  return [huffman(lengths.slice(0, literalCount)), huffman(lengths.slice(literalCount))];
}

/** Bits each byte of the original file costs in `gz` (one gzip member, as gzipSync writes it). */
export function byteCosts(gz: Uint8Array): Float64Array {
  const original = gunzipSync(gz);
  const costs = new Float64Array(original.length);
  if (gz[3] !== 0) throw new Error('gzip header with optional fields: not supported');
  const bits = new BitReader(gz, 10);
  let out = 0;
  let final = 0;
  while (!final) {
    final = bits.read(1);
    const type = bits.read(2);
    if (type === 0) {
      bits.alignToByte();
      const length = bits.read(16);
      bits.read(16);
      for (let i = 0; i < length; i++, out++) {
        bits.read(8);
        costs[out] = 8;
      }
      continue;
    }
    if (type === 3) throw new Error('bad block type in gzip stream');
    const [literals, distances] = type === 1 ? [FIXED_LITERALS, FIXED_DISTANCES] : readDynamicTables(bits);
    for (;;) {
      const [symbol, symbolBits] = bits.decode(literals);
      if (symbol < 256) {
        costs[out++] = symbolBits;
        continue;
      }
      if (symbol === 256) break;
      const lengthExtra = LENGTH_EXTRA[symbol - 257];
      const length = LENGTH_BASE[symbol - 257] + bits.read(lengthExtra);
      const [distanceSymbol, distanceBits] = bits.decode(distances);
      bits.read(DIST_EXTRA[distanceSymbol]);
      const share = (symbolBits + lengthExtra + distanceBits + DIST_EXTRA[distanceSymbol]) / length;
      for (let i = 0; i < length; i++) costs[out++] = share;
    }
  }
  if (out !== original.length) throw new Error(`gzip stream decoded to ${out} bytes, expected ${original.length}`);
  // headers, tables, padding and framing: spread in proportion so the total is the gzip size
  const symbolBits = costs.reduce((sum, cost) => sum + cost, 0);
  const scale = symbolBits === 0 ? 0 : (gz.length * 8) / symbolBits;
  for (let i = 0; i < costs.length; i++) costs[i] *= scale;
  return costs;
}
