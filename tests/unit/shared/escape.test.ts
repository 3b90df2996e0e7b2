import { describe, expect, it } from 'vitest';
import { escapeAttr, escapeHtml, jsonForScript } from '../../../src/shared/escape';

describe('shared/escape', () => {
  it('escapeHtml escapes the five markup characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(escapeHtml('plain 文字')).toBe('plain 文字');
  });

  it('escapeAttr cannot end a quoted attribute', () => {
    expect(escapeAttr('"><script>alert(1)</script>')).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(escapeAttr("x' onload='y")).not.toContain("'");
  });

  it('jsonForScript cannot close a script and stays valid JSON', () => {
    const value = { t: '</script><script>alert(1)</script>', c: '<!--', s: 'a\u2028b\u2029c', a: 'x&y' };
    const out = jsonForScript(value);
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(out).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(out)).toEqual(value);
  });

  it('jsonForScript turns undefined into null', () => {
    expect(jsonForScript(undefined)).toBe('null');
  });
});
