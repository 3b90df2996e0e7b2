// The index worker's heap is meant to hold the index alone: it is started after the highlight
// thread ends so that the highlighter's grammars are not kept alive through the search step. If it
// loaded Shiki or the Markdown pipeline, that heap would come back.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { graph } from '../built-imports';

describe('the index worker as built', () => {
  it('loads neither Shiki nor the Markdown parser, now or later', () => {
    const mayLoad = [...graph('index-worker.js', true)];
    expect(mayLoad.some((m) => /index-assembly-[\w-]+\.js$/.test(m))).toBe(true);
    expect(mayLoad.filter((m) => m.startsWith('shiki') || m.includes('highlight'))).toEqual([]);
    const holdsParser = (file: string) => file.startsWith('/') && readFileSync(file, 'utf8').includes('node_modules/micromark/');
    expect(mayLoad.filter(holdsParser)).toEqual([]);
  });
});
