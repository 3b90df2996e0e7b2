import { describe, expect, it } from 'vitest';
import {
  escapeAttr,
  escapeHtml,
  escapeTerminal,
  escapeTerminalKeepingStyle,
  jsonForScript,
  jsonForTerminal,
  jsonTextForScript,
} from '../../../src/shared/escape';

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

  it('jsonTextForScript makes of a value’s JSON what jsonForScript makes of the value', () => {
    const value = { t: '</script>', c: '<!--', s: 'a\u2028b\u2029c', a: 'x&y', n: [1.5, -0, 1e21, null], k: { 'é"\\': true } };
    expect(jsonTextForScript(JSON.stringify(value))).toBe(jsonForScript(value));
    expect(jsonTextForScript(JSON.stringify(JSON.parse(JSON.stringify(value))))).toBe(jsonForScript(value));
  });

  it('jsonForScript turns undefined into null', () => {
    expect(jsonForScript(undefined)).toBe('null');
  });

  it('escapeTerminal shows every C0, DEL and C1 control as a visible escape', () => {
    expect(escapeTerminal('a\x1b]0;owned\x07.md')).toBe('a\\x1b]0;owned\\x07.md');
    expect(escapeTerminal('\x1b[31mred.md')).toBe('\\x1b[31mred.md');
    expect(escapeTerminal('one\ntwo\rthree\tfour')).toBe('one\\ntwo\\rthree\\tfour');
    expect(escapeTerminal('\x00\x7f\x9b\x85')).toBe('\\x00\\x7f\\x9b\\x85');
    const all = Array.from({ length: 0xa0 }, (_, code) => String.fromCharCode(code)).join('');
    expect(escapeTerminal(all)).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    expect(escapeTerminal('plain 文字 ü é')).toBe('plain 文字 ü é');
  });

  it('escapeTerminalKeepingStyle keeps colours, line breaks and tabs, and escapes every other control', () => {
    expect(escapeTerminalKeepingStyle('\x1b[32mok\x1b[39m\n\tnext')).toBe('\x1b[32mok\x1b[39m\n\tnext');
    expect(escapeTerminalKeepingStyle('page \x1b]0;owned\x07 \x1b[2J \r \x9b2J')).toBe('page \\x1b]0;owned\\x07 \\x1b[2J \\r \\x9b2J');
  });

  it('jsonForTerminal escapes DEL and C1 controls too and stays valid JSON of the same value', () => {
    const value = { name: 'a\x1b]0;t\x07\n\x7f\x9b.md', n: 1 };
    const out = jsonForTerminal(value, 2);
    expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(JSON.parse(out)).toEqual(value);
  });
});
