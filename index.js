// The package's entry for a site.config.ts: `import { defineConfig } from 'quire'`. Plain
// JavaScript, because Node imports it from the user's bundled config as it is. It must stay the
// typed identity of src/shared/config.ts (a test checks the two agree).
export function defineConfig(config) {
  return config;
}
