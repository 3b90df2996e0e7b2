// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useActiveOption } from '../../../../src/client/search/use-active-option';

/** Every activeIndex a render used, in order. */
function Combobox({ options, rendered }: { options: string[]; rendered: number[] }) {
  const active = useActiveOption(
    options,
    'x',
    () => {},
    () => {},
  );
  rendered.push(active.activeIndex);
  return <input aria-label="q" onKeyDown={active.onKeyDown} aria-activedescendant={active.optionId(active.activeIndex)} />;
}

describe('client/search/use-active-option', () => {
  it('new options start at the first one in the very render that shows them (no stale index on screen)', () => {
    const rendered: number[] = [];
    const first = ['a', 'b', 'c'];
    const { getByLabelText, rerender } = render(<Combobox options={first} rendered={rendered} />);
    fireEvent.keyDown(getByLabelText('q'), { key: 'ArrowDown' });
    fireEvent.keyDown(getByLabelText('q'), { key: 'ArrowDown' });
    expect(rendered.at(-1)).toBe(2);
    rendered.length = 0;
    rerender(<Combobox options={['d', 'e', 'f']} rendered={rendered} />);
    // a reset in an effect would render 2 first, and an arrow key pressed then would move from there
    expect(rendered).toEqual([0]);
    fireEvent.keyDown(getByLabelText('q'), { key: 'ArrowDown' });
    expect(getByLabelText('q').getAttribute('aria-activedescendant')).toBe('x-option-1');
  });

  it('keeps its place while the same options are rendered again', () => {
    const rendered: number[] = [];
    const options = ['a', 'b', 'c'];
    const { getByLabelText, rerender } = render(<Combobox options={options} rendered={rendered} />);
    fireEvent.keyDown(getByLabelText('q'), { key: 'ArrowUp' });
    rerender(<Combobox options={options} rendered={rendered} />);
    expect(getByLabelText('q').getAttribute('aria-activedescendant')).toBe('x-option-2');
  });
});
