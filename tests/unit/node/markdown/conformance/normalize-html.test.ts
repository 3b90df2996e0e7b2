import { describe, expect, it } from 'vitest';
import { normalizeHtml } from './normalize-html';

describe('tests/unit/node/markdown/conformance/normalize-html', () => {
  it('collapses whitespace outside <pre> and drops it around block tags', () => {
    expect(normalizeHtml('<p>a  \t\nb</p>')).toBe('<p>a b</p>');
    expect(normalizeHtml('\n\t<p>\n\t\ta  b\t\t</p>\n\t')).toBe('<p>a b</p>');
    expect(normalizeHtml('<i>a  b</i> ')).toBe('<i>a b</i> ');
    expect(normalizeHtml('<pre><code>a  b\n</code></pre>')).toBe('<pre><code>a  b\n</code></pre>');
  });

  it('writes tags one way: lowercase, sorted attributes, no self-closing slash', () => {
    expect(normalizeHtml('<br />')).toBe('<br>');
    expect(normalizeHtml('<a title="bar" HREF="foo">x</a>')).toBe('<a href="foo" title="bar">x</a>');
    expect(normalizeHtml('<input checked disabled="" type="checkbox">')).toBe('<input checked="" disabled="" type="checkbox">');
  });

  it('turns references into characters, but for the four HTML escapes', () => {
    expect(normalizeHtml('&forall;&amp;&gt;&lt;&quot;')).toBe('\u2200&amp;&gt;&lt;&quot;');
    expect(normalizeHtml('<p>"a" > b &#x26; c</p>')).toBe('<p>&quot;a&quot; &gt; b &amp; c</p>');
  });

  it('keeps what a reader would see different', () => {
    expect(normalizeHtml('<p>a</p>')).not.toBe(normalizeHtml('<p>b</p>'));
    expect(normalizeHtml('<p>a\u00a0b</p>')).not.toBe(normalizeHtml('<p>a b</p>'));
    expect(normalizeHtml('<a href="/a%5Cb">x</a>')).not.toBe(normalizeHtml('<a href="/a/b">x</a>'));
  });
});
