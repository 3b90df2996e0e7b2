// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SocialLinks } from '../../../../../src/client/theme/nav/SocialLinks';
import { renderWithPage } from '../page-harness';

const link = (icon: string, content: string) => ({ icon, mode: 'link', content });
const six = [
  link('github', 'https://github.com/web-infra-dev/rstest'),
  link('x', 'https://twitter.com/rspack_dev'),
  link('discord', 'https://discord.gg/XsaKEEk4mW'),
  { icon: { svg: '<svg viewBox="0 0 1 1"><path d="M0 0h1v1z"/></svg>' }, mode: 'link', content: 'https://example.test/a', label: 'Forum' },
  { icon: 'github', mode: 'text', content: 'WeChat: rstest', label: 'WeChat' },
  { icon: 'x', mode: 'img', content: '/qr.png', label: 'QR code' },
];

function renderLinks(socialLinks: unknown[]) {
  return renderWithPage(<SocialLinks />, { config: { themeConfig: { socialLinks } } });
}

describe('client/theme/nav/SocialLinks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens link mode in a new tab, named after the service', () => {
    renderLinks(six.slice(0, 3));
    const github = screen.getByRole('link', { name: 'GitHub' });
    expect(github.getAttribute('href')).toBe('https://github.com/web-infra-dev/rstest');
    expect(github.getAttribute('target')).toBe('_blank');
    expect(github.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'X' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Discord' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'More links' })).toBeNull();
  });

  it('shows five links inline and the sixth in an overflow panel opened by hover or focus of the more-icon', () => {
    renderLinks(six);
    const root = document.querySelector('.rp-social')!;
    const inline = [...root.children].filter((li) => !li.querySelector('.rp-social-more'));
    expect(inline).toHaveLength(5);
    const more = screen.getByRole('button', { name: 'More links' });
    const panel = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);
    expect(within(panel).getByRole('button', { name: 'QR code', hidden: true })).toBeTruthy();

    fireEvent.focus(more);
    expect(panel.hidden).toBe(false);
    fireEvent.blur(more);
    expect(panel.hidden).toBe(true);

    fireEvent.pointerEnter(more.parentElement!, { pointerType: 'mouse' });
    expect(panel.hidden).toBe(false);
    fireEvent.pointerLeave(more.parentElement!, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(149));
    expect(panel.hidden).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(panel.hidden).toBe(true);
  });

  it('renders a custom SVG icon', () => {
    renderLinks(six.slice(3, 4));
    expect(screen.getByRole('link', { name: 'Forum' }).querySelector('svg path')).toBeTruthy();
  });

  it('shows text, an image or the configured HTML in a panel on hover or focus', () => {
    renderLinks([
      { icon: 'github', mode: 'text', content: 'WeChat: rstest', label: 'WeChat' },
      { icon: 'x', mode: 'img', content: '/qr.png', label: 'QR code' },
      { icon: 'discord', mode: 'dom', content: '<strong class="custom">Join us</strong>', label: 'Community' },
    ]);
    const open = (name: string) => {
      const trigger = screen.getByRole('button', { name });
      fireEvent.focus(trigger);
      return document.getElementById(trigger.getAttribute('aria-controls')!)!;
    };
    expect(open('WeChat').textContent).toBe('WeChat: rstest');
    expect(within(open('QR code')).getByRole('img', { name: 'QR code' }).getAttribute('src')).toBe('/qr.png');
    expect(open('Community').querySelector('strong.custom')?.textContent).toBe('Join us');
  });
});
