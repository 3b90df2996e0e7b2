import { BADGE_DIRECTIVE } from './remark-badge';
import { CODE_GROUP_DIRECTIVE } from './remark-code-group';
import { CONTAINER_ALIASES, CONTAINER_TYPES } from './remark-containers';

/** The container names the built-in directive plugins handle. */
export const BUILT_IN_CONTAINERS: readonly string[] = [
  ...CONTAINER_TYPES,
  ...CONTAINER_ALIASES.keys(),
  'tabs',
  'tab',
  CODE_GROUP_DIRECTIVE,
  'no-outline',
];

/** Every directive name the generator itself handles; a site's component may not take one. */
export const BUILT_IN_DIRECTIVES: readonly string[] = [...BUILT_IN_CONTAINERS, BADGE_DIRECTIVE];
