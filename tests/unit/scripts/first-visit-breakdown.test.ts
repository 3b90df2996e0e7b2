import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { byteCosts } from '../../../scripts/deflate-costs';
import { decodeSegment, sourceOwners } from '../../../scripts/source-map-owners';

const sum = (costs: Float64Array, from = 0, to = costs.length) => costs.slice(from, to).reduce((a, b) => a + b, 0);

describe('scripts/deflate-costs: byteCosts', () => {
  it.each([9, 1, 0])('adds up to the gzip size exactly (level %i)', (level) => {
    const text = Buffer.from('function hello(name) { return `hello ${name}`; }\n'.repeat(200) + randomBytes(3000).toString('base64'));
    const gz = gzipSync(text, { level });
    expect(Math.round(sum(byteCosts(gz)))).toBe(gz.length * 8);
  });

  it('charges random bytes much more than text that repeats what came before it', () => {
    const noise = randomBytes(4000).toString('hex');
    const costs = byteCosts(gzipSync(Buffer.from(noise + noise), { level: 9 }));
    expect(sum(costs, 0, noise.length)).toBeGreaterThan(20 * sum(costs, noise.length));
  });
});

describe('scripts/source-map-owners', () => {
  it('decodes base64 VLQ fields', () => {
    expect(decodeSegment('AAgBC')).toEqual([0, 0, 16, 1]);
    expect(decodeSegment('D')).toEqual([-1]);
  });

  it('gives each byte to the source of the segment it follows, and bytes before any segment to none', () => {
    // line 0: `ab` before any segment, source 0 from column 2, source 1 from column 4 (the newline);
    // line 1: source 1 from column 0. § is one column but two bytes in UTF-8
    const owners = sourceOwners('ab§d\nxyz', 'EAAA,ECAA;AAAA');
    expect([...owners]).toEqual([-1, -1, 0, 0, 0, 1, 1, 1, 1]);
  });
});
