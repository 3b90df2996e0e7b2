import { resolve } from 'node:path';
import { createSiteState } from '../site/create-site-state';
import { reportDiagnostics, type Log } from '../diagnostics';
import { importSiteConfig, siteConfigDiagnostics } from '../site/site-config-file';
import type { SiteState } from '../site/site-state';
import { BuildFailure, plural } from './failure';

/**
 * Import and validate site.config.ts (its bundle kept in `cacheDir`, when there is one), then scan the content folder. Every config problem is printed
 * as a diagnostic line of its own before the BuildFailure; the config's warnings (a brand colour with
 * too little contrast, a language without built-in UI text) are printed too.
 */
export async function loadSite({
  root,
  contentDir,
  base,
  log,
  cacheDir,
}: {
  root: string;
  contentDir: string;
  base?: string;
  log: Log;
  cacheDir?: string;
}): Promise<SiteState> {
  try {
    const config = await importSiteConfig(contentDir, cacheDir);
    // validated with the rest of the config, so a bad --base is reported like a bad `base`
    const state = createSiteState(base === undefined ? config : { ...(config as object), base }, { root, contentDir: resolve(contentDir) });
    reportDiagnostics(state.configWarnings, log);
    if (state.drafts.length > 0) {
      const files = state.drafts.map((draft) => state.shownPath(draft.filePath)).join(', ');
      log(`drafts: ${plural(state.drafts.length, 'draft page')} left out of this build (draft: true): ${files}`);
    }
    return state;
  } catch (error) {
    const { errors } = reportDiagnostics(siteConfigDiagnostics(error, process.cwd(), contentDir), log);
    throw new BuildFailure(`Build failed: ${plural(errors, 'error')} in the site config (see above)`);
  }
}
