/**
 * The browser storage keys of a site, from `themeConfig.storagePrefix`: the same in the inline
 * scripts the build writes and in the client.
 * @example storageKeys('rp') // { theme: 'rp-theme-appearance', visited: 'rp-visited', tabsPrefix: 'rp.tabs.' }
 */
export function storageKeys(prefix: string) {
  return { theme: `${prefix}-theme-appearance`, visited: `${prefix}-visited`, tabsPrefix: `${prefix}.tabs.` };
}
