import { lazy, type ComponentType } from 'react';
// in the entry's CSS, so the prerendered home is styled before its chunk arrives
import './home.css';
import '../ecosystem/ecosystem.css';

/**
 * The home page's code (hero, features, ecosystem section) is only needed on the home page, so in the
 * browser it is its own chunk. The server build awaits it when the module loads (top-level await,
 * server only), so prerendering renders it synchronously; a first visit keeps the prerendered HTML
 * until the chunk arrives, then hydrates it.
 */
const serverHome: ComponentType | null = import.meta.env.SSR ? (await import('./HomePage')).HomePage : null;

export const Home: ComponentType = serverHome ?? lazy(() => import('./HomePage').then((m) => ({ default: m.HomePage })));
