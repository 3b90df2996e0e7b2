import { describe, expect, it } from 'vitest';
import { highlight, snippet, termsPattern } from '../../../../src/client/search/snippet';

const show = (text: string) => text.replace(/\uE000/g, '[').replace(/\uE001/g, ']');

describe('client/search/snippet', () => {
  it('marks Latin terms as whole words (with the endings the index folds away), any case, and Han terms anywhere', () => {
    const pattern = termsPattern(['test', '快照', 'alia', 'shar']);
    expect(show(highlight('Rstest runs a Test; tests too, and testing', pattern))).toBe('Rstest runs a [Test]; [tests] too, and [testing]');
    expect(show(highlight('share, shared, sharing; not sharp', pattern))).toBe('[share], [shared], [sharing]; not sharp');
    // the index folds 'alias' into 'alia'
    expect(show(highlight('an alias', pattern))).toBe('an [alias]');
    expect(show(highlight('更新快照文件', pattern))).toBe('更新[快照]文件');
  });

  it('prefers the longest term and treats regexp characters as text', () => {
    expect(show(highlight('snapshots and snapshot', termsPattern(['snapshot', 'snapshots'])))).toBe('[snapshots] and [snapshot]');
    expect(show(highlight('a.b and axb', termsPattern(['a.b'])))).toBe('[a.b] and axb');
    expect(termsPattern([])).toBeNull();
  });

  it('keeps short text whole and cuts long text around the first match with ellipses', () => {
    const pattern = termsPattern(['match']);
    expect(show(snippet('one two match', pattern, 10))).toBe('one two [match]');
    const long = 'w1 w2 w3 w4 w5 w6 w7 w8 match w10 w11 w12 w13 w14';
    expect(show(snippet(long, pattern, 5))).toBe('…w8 [match] w10 w11 w12…');
    expect(show(snippet(long, null, 5))).toBe('w1 w2 w3 w4 w5…');
  });

  it('takes context from before the match when it is near the end', () => {
    expect(show(snippet('w1 w2 w3 w4 w5 w6 w7 w8 end', termsPattern(['end']), 4))).toBe('…w6 w7 w8 [end]');
  });

  it('counts a Han character as half a word', () => {
    const text = '一二三四五六七八九十快照一二三四五六七八九十';
    expect(show(snippet(text, termsPattern(['快照']), 3))).toBe('…九十[快照]一二…');
  });
});
