// Lint: the import boundaries between src/shared, src/node and src/client (see tools/eslint-zone-imports.js).
import tseslint from 'typescript-eslint';
import { zoneImports } from './tools/eslint-zone-imports.js';

export default tseslint.config(
  { ignores: ['dist/**', 'lib/**', 'node_modules/**', '.vite/**', 'tests/fixtures/**'] },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    plugins: { zones: { rules: { imports: zoneImports } } },
    rules: { 'zones/imports': 'error' },
  },
);
