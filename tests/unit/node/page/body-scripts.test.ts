import { describe, expect, it } from 'vitest';
import { bodyScriptWarnings, findBodyScripts, UNKNOWN_ADDER } from '../../../../src/node/page/body-scripts';
import { formatDiagnostic } from '../../../../src/node/diagnostics';

const island = (name: string, inner: string) => `<rp-island data-name="${name}" data-props="{}">${inner}</rp-island>`;

describe('node/page/body-scripts', () => {
  it('names the component that rendered a script, and the page for a script in the Markdown it was given', async () => {
    const html = `<main>${island('Box', '<div><script>alert(1)</script><rp-slot><p>x</p><script src="https://cdn.example/a.js"></script></rp-slot></div>')}<p>t</p><script>plugin()</script></main>`;
    expect(await findBodyScripts(html)).toEqual([
      { script: 'inline', addedBy: 'component Box' },
      { script: 'https://cdn.example/a.js', addedBy: UNKNOWN_ADDER },
      { script: 'inline', addedBy: UNKNOWN_ADDER },
    ]);
  });

  it("names the inner component for a script of an island inside another island's slot", async () => {
    const html = island('Steps', `<section><rp-slot>${island('Beacon', '<script>b()</script>')}</rp-slot></section>`);
    expect(await findBodyScripts(html)).toEqual([{ script: 'inline', addedBy: 'component Beacon' }]);
  });

  it('finds scripts as a browser runs them: in SVG too, not in a template, not data blocks, not files of the site, each once', async () => {
    const html = [
      '<svg><script>svg()</script></svg>',
      '<template><script>never()</script></template>',
      '<script type="application/json">{"a":1}</script>',
      '<script type="module">m()</script>',
      '<script src="/assets/site.js"></script>',
      '<script src="assets/site.js"></script>',
      // a backslash is a slash to the browser: another origin
      '<script src="/\\evil.example/x.js"></script>',
      '<script>m()</script>',
      '<script></script>',
    ].join('');
    expect(await findBodyScripts(html)).toEqual([
      { script: 'inline', addedBy: UNKNOWN_ADDER },
      { script: '/\\evil.example/x.js', addedBy: UNKNOWN_ADDER },
    ]);
  });

  it('reads nothing from a body without a script tag, and escaped text is no script', async () => {
    expect(await findBodyScripts('<main><pre><code>&lt;script&gt;alert(1)&lt;/script&gt;</code></pre></main>')).toEqual([]);
  });

  it('warns once per script, on the page file, or naming the route of a page without one', () => {
    const [warning] = bodyScriptWarnings([{ script: 'inline', addedBy: 'component Box' }], {
      file: 'content/en/guide/a.md',
      path: '/guide/a',
    });
    expect(formatDiagnostic(warning)).toMatch(
      /^content\/en\/guide\/a\.md warning csp a <script> \(inline\) in the page body, added by component Box, gets no hash and no origin in the Content-Security-Policy/,
    );
    const [notFound] = bodyScriptWarnings([{ script: 'https://x.example/a.js', addedBy: UNKNOWN_ADDER }], {
      file: undefined,
      path: '/404',
    });
    expect(formatDiagnostic(notFound)).toMatch(
      /^warning csp page \/404: a <script> \(https:\/\/x\.example\/a\.js\) in the page body, added by a Markdown plugin \/ the page body, /,
    );
  });
});
