/**
 * The few web-platform globals that Node and every browser both have, for code in src/shared (which
 * sees neither the DOM nor Node's types). Only what shared code uses is declared.
 */
declare global {
  function structuredClone<T>(value: T): T;

  class URL {
    constructor(url: string, base?: string | URL);
    readonly href: string;
    readonly origin: string;
    readonly protocol: string;
    readonly host: string;
    readonly pathname: string;
    readonly search: string;
    readonly hash: string;
  }
}

export {};
