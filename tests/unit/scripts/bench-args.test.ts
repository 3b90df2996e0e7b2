import { describe, expect, it } from 'vitest';
import { BENCH_USAGE, DEFAULT_SIZES, parseBenchArgs } from '../../../scripts/bench-args';

describe('scripts/bench-args', () => {
  it('asks for the usage with --help and -h', () => {
    expect(parseBenchArgs(['--help'])).toEqual({ help: true });
    expect(parseBenchArgs(['--pages', 'site', '-h'])).toEqual({ help: true });
  });

  it('refuses an unknown option, naming it', () => {
    expect(parseBenchArgs(['--page', 'site'])).toEqual({ help: false, error: expect.stringContaining("'--page'") });
  });

  it('refuses a size that is neither site nor a page count', () => {
    expect(parseBenchArgs(['--pages', 'site,2k'])).toEqual({ help: false, error: "--pages: '2k' is neither 'site' nor a page count" });
  });

  it('runs everything by default, the Rspress comparison left to whether it is installed', () => {
    expect(parseBenchArgs([])).toEqual({
      help: false,
      options: { sizes: DEFAULT_SIZES, search: false, rspress: undefined, onlyBuilds: false },
    });
  });

  it('takes --pages, --rspress and --no-rspress', () => {
    expect(parseBenchArgs(['--pages', 'site, 2000', '--rspress'])).toEqual({
      help: false,
      options: { sizes: ['site', '2000'], search: false, rspress: true, onlyBuilds: true },
    });
    expect(parseBenchArgs(['--no-rspress'])).toMatchObject({ options: { rspress: false } });
  });

  it('lists every option it takes in the usage', () => {
    for (const option of ['--pages', '--search', '--rspress', '--no-rspress', '--help']) expect(BENCH_USAGE).toContain(`  ${option}`);
  });
});
