import { describe, expect, it } from 'vitest';
import { parseCommandLine, portOf, usage, UsageError } from '../../../../src/node/cli/args';

/** The message of the UsageError a command line gives. */
function mistake(argv: string[]): string {
  try {
    parseCommandLine(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`no usage error for ${argv.join(' ')}`);
}

describe('node/cli/args', () => {
  it('reads a command, its content folder and its options', () => {
    expect(parseCommandLine(['build', 'docs', '--out', 'site', '--base', '/docs/'])).toEqual({
      command: 'build',
      positional: 'docs',
      values: { out: 'site', base: '/docs/' },
    });
    expect(parseCommandLine(['dev', '--content', 'docs', '--port', '3000'])).toMatchObject({
      command: 'dev',
      values: { content: 'docs', port: '3000' },
    });
    expect(parseCommandLine(['preview', '--no-headers'])).toMatchObject({ command: 'preview', values: { 'no-headers': true } });
    expect(parseCommandLine(['build', '--no-cache'])).toMatchObject({ command: 'build', values: { 'no-cache': true } });
    expect(usage('build')).toMatch(/--no-cache {2,}compile every page afresh/);
  });

  it('no command, help and --help mean the general usage', () => {
    for (const argv of [[], ['help'], ['--help'], ['-h']]) expect(parseCommandLine(argv)).toBeUndefined();
    expect(usage()).toMatch(/^Usage: quire <command> \[options\]\n\nCommands:\n {2}dev {2,}serve the site/);
  });

  it('names an unknown command, option or argument in words, then shows the usage', () => {
    expect(mistake(['serve'])).toMatch(/^quire: unknown command 'serve'\n\nUsage: quire <command>/);
    expect(mistake(['build', '--outdir', 'x'])).toMatch(
      /^quire build: unknown option '--outdir'\n\nUsage: quire build \[content\] \[options\]/,
    );
    expect(mistake(['preview', '--out'])).toMatch(/^quire preview: '--out' needs a value\n/);
    expect(mistake(['build', '--help=yes'])).toMatch(/^quire build: '--help' takes no value\n/);
    expect(mistake(['build', '--no-cache=yes'])).toMatch(/^quire build: '--no-cache' takes no value\n/);
    // dev and build keep compiled pages in the cache: the other commands have no such option
    expect(mistake(['preview', '--no-cache'])).toMatch(/^quire preview: unknown option '--no-cache'/);
    expect(parseCommandLine(['dev', '--no-cache'])).toMatchObject({ command: 'dev', values: { 'no-cache': true } });
    expect(mistake(['build', 'a', 'b'])).toMatch(/^quire build: unexpected argument 'b'\n/);
    // the usage lists every option of the command
    expect(mistake(['dev', '--nope'])).toContain('--port <port>');
  });

  it('reads a command of two words, and names a missing or unknown second word', () => {
    expect(parseCommandLine(['search', 'upload', 'docs', '--dry-run'])).toEqual({
      command: 'search upload',
      positional: 'docs',
      values: { 'dry-run': true },
    });
    expect(usage('search upload')).toMatch(/^Usage: quire search upload \[content\] \[options\]/);
    expect(usage()).toMatch(/\n {2}search upload {2}send every page's search records/);
    expect(mistake(['search'])).toMatch(/^quire search: name a command \('quire search upload'\)\n\nUsage: quire <command>/);
    expect(mistake(['search', 'send'])).toMatch(/^quire search: unknown command 'send' \('quire search upload'\)/);
  });

  it('version takes the new name, then the content folder; without the name it says to give one', () => {
    expect(parseCommandLine(['version', 'v3', 'docs', '--from', 'v1'])).toEqual({
      command: 'version',
      required: 'v3',
      positional: 'docs',
      values: { from: 'v1' },
    });
    expect(parseCommandLine(['version', 'v3'])).toEqual({ command: 'version', required: 'v3', values: {} });
    expect(mistake(['version'])).toMatch(
      /^quire version: name the new version \(quire version <name>\)\n\nUsage: quire version <name> \[content\]/,
    );
    expect(mistake(['version', 'v3', 'docs', 'more'])).toMatch(/^quire version: unexpected argument 'more'\n/);
    expect(parseCommandLine(['version', '--help'])).toMatchObject({ command: 'version', values: { help: true } });
    expect(usage('version')).toMatch(/\n {2}<name> {2,}the new version, its folder's name and its URL segment/);
  });

  it('search upload refuses a key given as an option, with the reason and without its value', () => {
    for (const flag of [['--admin-key', 'secret'], ['--api-key=secret'], ['--key', 'secret'], ['--ALGOLIA_ADMIN_KEY=secret']]) {
      const message = mistake(['search', 'upload', ...flag]);
      expect(message).toMatch(
        /^quire search upload: --\S+ is refused: the admin key is read from the environment only, .* set ALGOLIA_ADMIN_KEY\n/,
      );
      expect(message).not.toContain('secret');
    }
    // after '--' an argument is the content folder, whatever its name
    expect(parseCommandLine(['search', 'upload', '--', '--key'])).toMatchObject({ positional: '--key' });
  });

  it('--base takes only a path of this site, for every command, and says what is wrong with any other', () => {
    for (const command of ['dev', 'build', 'preview']) {
      expect(parseCommandLine([command, '--base', '/docs/'])).toMatchObject({ values: { base: '/docs/' } });
      expect(mistake([command, '--base', '//evil.test/'])).toMatch(
        new RegExp(`^quire ${command}: --base //evil.test/: expected a path starting with one '/'\n\nUsage: quire ${command} `),
      );
    }
    const problem = (base: string) => mistake(['build', '--base', base]).split('\n')[0];
    expect(problem('https://evil.test/')).toBe("quire build: --base https://evil.test/: expected a path starting with one '/'");
    expect(problem('/\\evil.test/')).toBe("quire build: --base /\\evil.test/: expected a path starting with one '/'");
    expect(problem('/a/../')).toBe("quire build: --base /a/../: expected a path without '.' or '..' segments");
    expect(problem('/my docs/')).toBe('quire build: --base "/my docs/": expected a path without whitespace or control characters');
    expect(problem('/docs/\n')).toBe('quire build: --base "/docs/\\n": expected a path without whitespace or control characters');
    expect(problem('')).toBe('quire build: --base "": expected a path starting with one \'/\'');
    expect(problem('/docs')).toBe("quire build: --base /docs: expected a path ending with '/' (e.g. '/docs/')");
  });

  it('accepts a port from 0 to 65535 and explains any other', () => {
    expect(portOf('dev', '0', 5173)).toBe(0);
    expect(portOf('dev', '65535', 5173)).toBe(65535);
    expect(portOf('preview', undefined, 4173)).toBe(4173);
    for (const bad of ['abc', '-1', '65536', '3.5', '']) {
      expect(() => portOf('dev', bad, 5173)).toThrow(`quire dev: --port expects a number from 0 to 65535, got '${bad}'`);
    }
  });
});
