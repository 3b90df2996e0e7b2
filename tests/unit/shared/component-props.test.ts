import { describe, expect, it } from 'vitest';
import { isRefusedPropName, plainProps } from '../../../src/shared/component-props';

describe('shared/component-props', () => {
  it('refuses raw HTML, event handlers in any case, React handles and the object model keys', () => {
    for (const name of [
      'dangerouslySetInnerHTML',
      'onClick',
      'onclick',
      'ONLOAD',
      'on',
      'ref',
      'key',
      '__proto__',
      'constructor',
      'prototype',
    ]) {
      expect(isRefusedPropName(name), name).toBe(true);
    }
    for (const name of ['label', 'start', 'title', 'open', 'keys', 'Ref', 'html', 'data-on'])
      expect(isRefusedPropName(name), name).toBe(false);
  });

  it('plainProps drops refused names from parsed JSON, an own __proto__ too, and reads anything but an object as no props', () => {
    const parsed: unknown = JSON.parse(
      '{"label":"x","dangerouslySetInnerHTML":{"__html":"<b>"},"onClick":"y","__proto__":{"polluted":true},"n":3}',
    );
    const props = plainProps(parsed);
    expect(props).toEqual({ label: 'x', n: 3 });
    expect(Object.getPrototypeOf(props)).toBe(Object.prototype);
    expect((props as { polluted?: boolean }).polluted).toBeUndefined();
    expect(plainProps(null)).toEqual({});
    expect(plainProps(['a'])).toEqual({});
    expect(plainProps('text')).toEqual({});
  });
});
