// Worker entry: the tsx loader is registered per thread, so register it before importing the
// TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./compile-worker.ts');
