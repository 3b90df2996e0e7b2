// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Popover } from '../../../../../src/client/theme/ui/Popover';

function renderPopover(trigger: 'hover' | 'click' = 'hover') {
  render(
    <>
      <Popover trigger={trigger} title="Panel title" content={(close) => <button onClick={close}>Inside</button>}>
        <button type="button">Trigger</button>
      </Popover>
      <button type="button">Outside</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Trigger' });
}

const panel = () => screen.queryByText('Panel title');

describe('client/theme/ui/Popover', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens 100 ms after hover and closes 100 ms after leaving; the panel content renders only while open', () => {
    const trigger = renderPopover();
    expect(screen.queryByRole('button', { name: 'Inside' })).toBeNull();
    fireEvent.mouseEnter(trigger.parentElement!);
    act(() => void vi.advanceTimersByTime(99));
    expect(panel()).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(panel()).not.toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(panel()!.parentElement!.id);
    fireEvent.mouseLeave(trigger.parentElement!);
    act(() => void vi.advanceTimersByTime(99));
    expect(panel()).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(panel()).toBeNull();
  });

  it('stays open when the pointer comes back within the delay', () => {
    const trigger = renderPopover();
    fireEvent.mouseEnter(trigger.parentElement!);
    act(() => void vi.advanceTimersByTime(100));
    fireEvent.mouseLeave(trigger.parentElement!);
    act(() => void vi.advanceTimersByTime(50));
    fireEvent.mouseEnter(trigger.parentElement!);
    act(() => void vi.advanceTimersByTime(500));
    expect(panel()).not.toBeNull();
  });

  it('opens on click (keyboard, touch), and Escape closes it with focus back on the trigger', () => {
    const trigger = renderPopover();
    fireEvent.click(trigger);
    expect(panel()).not.toBeNull();
    screen.getByRole('button', { name: 'Inside' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(panel()).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('with a click trigger ignores hover, toggles on click and closes on an outside press', () => {
    const trigger = renderPopover('click');
    fireEvent.mouseEnter(trigger.parentElement!);
    act(() => void vi.advanceTimersByTime(200));
    expect(panel()).toBeNull();
    fireEvent.click(trigger);
    expect(panel()).not.toBeNull();
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Outside' }));
    expect(panel()).toBeNull();
    fireEvent.click(trigger);
    fireEvent.click(trigger);
    expect(panel()).toBeNull();
  });

  it('lets the content close the panel', () => {
    const trigger = renderPopover('click');
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('button', { name: 'Inside' }));
    expect(panel()).toBeNull();
  });
});
