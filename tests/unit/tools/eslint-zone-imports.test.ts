import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT });

/** The zone-rule messages ESLint reports for `code` placed at `file` (project-relative). */
async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, file) });
  return result.messages.map((m) => m.message);
}

describe('lint: zone imports', () => {
  it('src/client and src/shared may not import src/node, at any depth', async () => {
    expect(await problems('src/client/theme/nav/X.tsx', "import { a } from '../../../node/scan';")).toEqual([
      "src/client must not import src/node ('../../../node/scan')",
    ]);
    expect(await problems('src/shared/x.ts', "export { a } from '../node/markdown/compile';")).toEqual([
      "src/shared must not import src/node ('../node/markdown/compile')",
    ]);
    expect(await problems('src/shared/x.ts', "import type { A } from '../client/App';")).toEqual([
      "src/shared must not import src/client ('../client/App')",
    ]);
  });

  it('src/node may not import src/client; shared and client may not use Node built-ins', async () => {
    expect(await problems('src/node/prerender/x.ts', "const m = await import('../../client/App');")).toEqual([
      "src/node must not import src/client ('../../client/App')",
    ]);
    expect(await problems('src/client/x.ts', "import { readFile } from 'node:fs';")).toEqual([
      "src/client runs in the browser too: no Node built-in ('node:fs')",
    ]);
  });

  it('nothing under src/ imports a top-level entry or a script', async () => {
    expect(await problems('src/node/dev/x.ts', "import type { RenderResult } from '../../../server-entry';")).toEqual([
      "nothing under src/ imports a top-level entry or script ('../../../server-entry')",
    ]);
    expect(await problems('src/node/x.ts', "import { buildSite } from '../../prerender';")).toHaveLength(1);
  });

  it('allowed imports pass: shared from anywhere, node within node, packages', async () => {
    expect(await problems('src/client/x.ts', "import { withBase } from '../shared/routes';\nimport { useState } from 'react';")).toEqual(
      [],
    );
    expect(
      await problems('src/node/prerender/x.ts', "import { scanContent } from '../scan';\nimport { readFile } from 'node:fs/promises';"),
    ).toEqual([]);
  });
});
