/**
 * What a valid site config still deserves a word about: a brand colour with too little contrast, a
 * language without built-in UI text. Printed once at start, by the build and by dev.
 */
import { localeTextWarnings } from '../../shared/config';
import type { Diagnostic, SiteConfig } from '../../shared/types';
import { brandContrastWarnings } from './brand-contrast';

/** The warnings as diagnostics of the config file (its project-relative path); `user` is the config as written. */
export function configWarnings(user: unknown, site: SiteConfig, configFile: string): Diagnostic[] {
  return [...brandContrastWarnings(site), ...localeTextWarnings(user, site)].map((message) => ({
    severity: 'warning',
    code: 'config',
    file: configFile,
    message,
  }));
}
