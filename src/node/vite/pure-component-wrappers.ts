import type { Plugin } from 'vite';

/** A call of React's forwardRef, memo or createContext through a namespace import (`React3.forwardRef(`), without a pure mark. */
const UNMARKED_WRAPPER = /(?<!\/\* @__PURE__ \*\/ )\b(React\d*\.(?:forwardRef|memo|createContext)\()/g;

/** A top-level component made by forwardRef: `var Link = /* @__PURE__ *\/ React10.forwardRef(`. */
const FORWARD_REF_COMPONENT = /^var (\w+) = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/gm;

/** react-router's published files, whose top-level components are wrapped unmarked. */
const REACT_ROUTER_FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.m?js$/;

/** The top-level `Name.displayName = "…";` line of a component. */
const displayNameLine = (name: string) => new RegExp(`^${name}\\.displayName = "[^"\\n]*";\\n`, 'm');

/**
 * Lets the client bundle drop the react-router components the app never renders (Link, NavLink,
 * Form and all they use). A bundler keeps every top-level statement it cannot prove free of effects:
 * react-router calls forwardRef, memo and createContext without a pure mark, and names each
 * forwardRef component with a property write. The calls are marked pure (they only build objects),
 * and the name is set by a pure call that returns the component, so it stays wherever the component
 * does. The code that remains is the library's, with the same names.
 */
export function markPure(code: string): string {
  let marked = code.replace(UNMARKED_WRAPPER, '/* @__PURE__ */ $1');
  for (const [, name] of marked.matchAll(FORWARD_REF_COMPONENT)) {
    const line = displayNameLine(name).exec(marked);
    if (!line) continue;
    const displayName = /= ("[^"\n]*")/.exec(line[0])![1];
    marked = marked.replace(line[0], '');
    marked = marked.replace(
      new RegExp(`^var ${name} = \\/\\* @__PURE__ \\*\\/ (React\\d*)\\.forwardRef\\(`, 'm'),
      `var ${name} = /* @__PURE__ */ Object.assign(/* @__PURE__ */ $1.forwardRef(`,
    );
    // close Object.assign after the forwardRef call: the statement ends at the first `);` at column 0
    const start = marked.indexOf(`var ${name} = /* @__PURE__ */ Object.assign(`);
    const end = marked.indexOf('\n);\n', start);
    // a shape this rewrite does not know keeps the library's own text (a bigger bundle, never a different one)
    if (end < 0) return code;
    marked = `${marked.slice(0, end)}\n), { displayName: ${displayName} });\n${marked.slice(end + 4)}`;
  }
  return marked;
}

/** The client and server builds' rewrite of react-router's files (markPure); dev serves the library as published. */
export function pureComponentWrappers(): Plugin {
  return {
    name: 'quire:pure-component-wrappers',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER_FILE },
      handler(code) {
        const marked = markPure(code);
        return marked === code ? null : { code: marked, map: null };
      },
    },
  };
}
