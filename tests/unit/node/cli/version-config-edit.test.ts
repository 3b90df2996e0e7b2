import { describe, expect, it } from 'vitest';
import { addVersionToConfigText } from '../../../../src/node/cli/version-config-edit';

const config = (multiVersion: string) => `import { defineConfig } from 'quire';

// the site
export default defineConfig({
  title: 'Docs',
  ${multiVersion}
  locales: [{ lang: 'en', label: 'English' }],
});
`;

const edited = (source: string, versions: string[], name = 'v3') => {
  const edit = addVersionToConfigText(source, 'site.config.ts', { name, versions });
  if (!edit.ok) throw new Error(edit.reason);
  return edit.text;
};

describe('node/cli/version-config-edit', () => {
  it('adds the name after the last one, in its quotes, and leaves every other byte as it was', () => {
    expect(edited(config(`multiVersion: { default: 'v1', versions: ['v1'] },`), ['v1'], 'v2')).toBe(
      config(`multiVersion: { default: 'v1', versions: ['v1', 'v2'] },`),
    );
    expect(edited(config(`multiVersion: { default: "v2", versions: ["v1", "v2"] },`), ['v1', 'v2'])).toBe(
      config(`multiVersion: { default: "v2", versions: ["v1", "v2", "v3"] },`),
    );
    expect(edited(config('multiVersion: { default: `v2`, versions: [`v1`,`v2`] as const },'), ['v1', 'v2'])).toBe(
      config('multiVersion: { default: `v2`, versions: [`v1`,`v2`, `v3`] as const },'),
    );
  });

  it('keeps a trailing comma after the new name on one line', () => {
    expect(edited(config(`multiVersion: { default: 'v2', versions: ['v1', 'v2',] },`), ['v1', 'v2'])).toBe(
      config(`multiVersion: { default: 'v2', versions: ['v1', 'v2', 'v3',] },`),
    );
  });

  it('puts the name on a line of its own in an array written one name a line, with or without a trailing comma', () => {
    const lines = (items: string, end = '') => `multiVersion: {\n    default: 'v2',\n    versions: [\n${items}\n    ]${end},\n  },`;
    expect(edited(config(lines(`      'v1',\n      'v2',`)), ['v1', 'v2'])).toBe(config(lines(`      'v1',\n      'v2',\n      'v3',`)));
    expect(edited(config(lines(`      'v1',\n      'v2'`)), ['v1', 'v2'])).toBe(config(lines(`      'v1',\n      'v2',\n      'v3'`)));
    // a comment after the last name stays on its line
    expect(edited(config(lines(`      'v1',\n      'v2', // current`)), ['v1', 'v2'])).toBe(
      config(lines(`      'v1',\n      'v2', // current\n      'v3',`)),
    );
    expect(edited(config(lines(`      'v1',\n      'v2' // current`)), ['v1', 'v2'])).toBe(
      config(lines(`      'v1',\n      'v2', // current\n      'v3'`)),
    );
  });

  it('keeps Windows line endings', () => {
    const source = config(`multiVersion: {\n    default: 'v2',\n    versions: [\n      'v1',\n      'v2',\n    ],\n  },`).replaceAll(
      '\n',
      '\r\n',
    );
    expect(edited(source, ['v1', 'v2'])).toBe(
      config(`multiVersion: {\n    default: 'v2',\n    versions: [\n      'v1',\n      'v2',\n      'v3',\n    ],\n  },`).replaceAll(
        '\n',
        '\r\n',
      ),
    );
  });

  it('edits the array where the file declares it: a top-level const, a shorthand property', () => {
    const source = `const versions = ['v1', 'v2'];\nconst multiVersion = { default: 'v2', versions };\nexport default { title: 'Docs', multiVersion };\n`;
    expect(edited(source, ['v1', 'v2'])).toBe(source.replace(`['v1', 'v2']`, `['v1', 'v2', 'v3']`));
  });

  it('says why it cannot edit a config with no multiVersion, or a list that is not written as quoted names', () => {
    const refusal = (source: string, versions: string[]) => {
      const edit = addVersionToConfigText(source, 'site.config.ts', { name: 'v3', versions });
      return edit.ok ? edit.text : `${edit.line ?? '-'}: ${edit.reason}`;
    };
    expect(refusal(config(''), [])).toBe('-: it sets no multiVersion in the object it exports');
    expect(refusal(config(`multiVersion: { default: 'v1' },`), [])).toBe('6: multiVersion sets no versions');
    expect(refusal(config(`multiVersion: { default: 'v2', versions: VERSIONS },`), ['v1', 'v2'])).toBe(
      '6: multiVersion.versions is not a list of quoted names written in the file',
    );
    expect(refusal(config(`multiVersion: { default: 'v2', versions: ['v1', ...more] },`), ['v1', 'v2'])).toBe(
      '6: multiVersion.versions is not a list of quoted names written in the file',
    );
    expect(refusal(config(`multiVersion: { default: 'v2', versions: ['v1', 'v2'].filter(Boolean) },`), ['v1', 'v2'])).toBe(
      '6: multiVersion.versions is not a list of quoted names written in the file',
    );
    expect(refusal(config(`multiVersion: makeVersions(),`), ['v1', 'v2'])).toBe('6: multiVersion is not an object written in the file');
    // the file says one list and the config, as it runs, gives another
    expect(refusal(config(`multiVersion: { default: 'v1', versions: ['v1'] },`), ['v1', 'v2'])).toBe(
      '6: the multiVersion.versions written in the file is not the list the config gives',
    );
    expect(refusal(`export default makeConfig();\n`, ['v1'])).toBe('-: its export is not an object written in the file');
  });
});
