import { describe, expect, it } from 'vitest';
import { compile, html } from './helpers';

describe('src/node/markdown/remark-protocol-autolinks', () => {
  it('links a mailto: address with its scheme', async () => {
    const { tree } = await compile('Write to mailto:john.doe@example.com today.');
    expect(html(tree)).toBe('<p>Write to <a href="mailto:john.doe@example.com">mailto:john.doe@example.com</a> today.</p>');
  });

  it('links an xmpp: address with one resource, and leaves a trailing dot out', async () => {
    const { tree } = await compile('Join xmpp:room@chat.example.org/desk@home.net. Or xmpp:a@b.cd/x/y');
    expect(html(tree)).toBe(
      '<p>Join <a href="xmpp:room@chat.example.org/desk@home.net">xmpp:room@chat.example.org/desk@home.net</a>. ' +
        'Or <a href="xmpp:a@b.cd/x">xmpp:a@b.cd/x</a>/y</p>',
    );
  });

  it('leaves a scheme glued to a word, and an explicit <autolink>, as they are', async () => {
    const { tree } = await compile('amailto:x@y.zz and mailto:<x@y.zz>');
    expect(html(tree)).toBe('<p>amailto:<a href="mailto:x@y.zz">x@y.zz</a> and mailto:<a href="mailto:x@y.zz">x@y.zz</a></p>');
  });
});
