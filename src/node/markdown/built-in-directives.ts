import { BADGE_DIRECTIVE } from './remark-badge';
import { CONTAINER_TYPES } from './remark-containers';

/** The container names the built-in directive plugins handle. */
export const BUILT_IN_CONTAINERS: readonly string[] = [...CONTAINER_TYPES, 'tabs', 'tab', 'no-outline'];

/** Every directive name the generator itself handles; a site's component may not take one. */
export const BUILT_IN_DIRECTIVES: readonly string[] = [...BUILT_IN_CONTAINERS, BADGE_DIRECTIVE];
