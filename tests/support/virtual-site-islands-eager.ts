// Stand-in for the plugin's `virtual:site-islands-eager` module in unit tests: the browser's (empty).
export const eagerIslands = {};
