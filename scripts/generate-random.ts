/** Seeded randomness of the generated site (scripts/generate-site.ts): the same seed gives the same files. */

export type Random = () => number;

/** mulberry32: small, fast and the same on every machine. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)];
export const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
