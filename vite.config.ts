import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import siteConfig from './content/site.config';
import { siteGenerator } from './src/node/vite/plugin';

// `vite` / `npm run dev`: server-rendered pages with HMR. `npm run build` uses scripts/build.ts,
// which runs the client build, the server build and the prerender in one process.
export default defineConfig({
  appType: 'custom',
  plugins: [react(), siteGenerator({ config: siteConfig })],
});
