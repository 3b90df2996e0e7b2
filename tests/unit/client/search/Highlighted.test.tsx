// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Highlighted } from '../../../../src/client/search/Highlighted';

describe('client/search/Highlighted', () => {
  it('renders markup in hit text as literal text, with only the matched word in <mark>', () => {
    const { container } = render(<Highlighted text={'<img src=x onerror=alert(1)> \uE000snapshot\uE001 <b>bold</b>'} />);
    expect(container.querySelectorAll('mark')).toHaveLength(1);
    expect(container.querySelector('mark')!.textContent).toBe('snapshot');
    expect(container.querySelector('img, b')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> snapshot <b>bold</b>');
  });

  it('does not turn HTML <mark> tags in the text into highlights', () => {
    const { container } = render(<Highlighted text="a <mark>b</mark> c" />);
    expect(container.querySelector('mark')).toBeNull();
    expect(container.textContent).toBe('a <mark>b</mark> c');
  });

  it('marks several matches and ignores stray or empty markers', () => {
    const { container } = render(<Highlighted text={'\uE000a\uE001 b \uE000c\uE001 \uE001d \uE000\uE001e'} />);
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['a', 'c']);
    expect(container.textContent).toBe('a b c d e');
  });
});
