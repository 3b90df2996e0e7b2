// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from '../../../../../src/client/theme/ui/Tooltip';

function renderTooltip() {
  render(
    <Tooltip content="Back to top">
      <button type="button" aria-label="Top">
        ↑
      </button>
    </Tooltip>,
  );
  return { button: screen.getByRole('button', { name: 'Top' }), tip: screen.getByRole('tooltip', { hidden: true }) };
}

describe('client/theme/ui/Tooltip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('describes its element with aria-describedby, hidden until needed', () => {
    const { button, tip } = renderTooltip();
    expect(button.getAttribute('aria-describedby')).toBe(tip.id);
    expect(tip.textContent).toBe('Back to top');
    expect(tip.hidden).toBe(true);
  });

  it('opens 100 ms after the pointer enters and closes 100 ms after it leaves', () => {
    const { button, tip } = renderTooltip();
    fireEvent.mouseEnter(button);
    act(() => void vi.advanceTimersByTime(99));
    expect(tip.hidden).toBe(true);
    act(() => void vi.advanceTimersByTime(1));
    expect(tip.hidden).toBe(false);
    fireEvent.mouseLeave(button);
    act(() => void vi.advanceTimersByTime(99));
    expect(tip.hidden).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(tip.hidden).toBe(true);
  });

  it('does not open when the pointer passes through in under 100 ms', () => {
    const { button, tip } = renderTooltip();
    fireEvent.mouseEnter(button);
    act(() => void vi.advanceTimersByTime(50));
    fireEvent.mouseLeave(button);
    act(() => void vi.advanceTimersByTime(500));
    expect(tip.hidden).toBe(true);
  });

  it('shows on keyboard focus and closes on Escape', () => {
    const { button, tip } = renderTooltip();
    fireEvent.focus(button);
    expect(tip.hidden).toBe(false);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(tip.hidden).toBe(true);
  });
});
