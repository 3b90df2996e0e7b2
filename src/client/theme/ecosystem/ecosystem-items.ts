// The ecosystem whole, and the menu's panel that lists it: one chunk, loaded when the menu first
// opens (or is about to), and with the home page, whose section shows the items too. One file, so a
// retry after a failed download asks for nothing that failed before.
export { EcosystemPanel } from './EcosystemPanel';
export { ecosystem } from 'virtual:site-part/ecosystem';
