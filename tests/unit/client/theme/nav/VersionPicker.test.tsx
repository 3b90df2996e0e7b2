// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Nav } from '../../../../../src/client/theme/nav/Nav';
import { renderWithPage } from '../page-harness';

const twoVersions = { multiVersion: { default: 'v2', versions: ['v1', 'v2'] } };

describe('client/theme/nav/VersionPicker', () => {
  it('is shown with two versions; it links the same page in the other version', () => {
    const versionAlternates = [
      { version: 'v1', path: '/v1/guide/a' },
      { version: 'v2', path: '/guide/a' },
    ];
    renderWithPage(<Nav />, { path: '/guide/a', version: 'v2', config: twoVersions, versionAlternates });
    const trigger = screen.getByRole('button', { name: 'Versions: v2' });
    fireEvent.click(trigger);
    const panel = document.getElementById(trigger.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('link', { name: 'v1' }).getAttribute('href')).toBe('/v1/guide/a');
    expect(within(panel).getByText('v2').getAttribute('aria-current')).toBe('true');
  });

  it("links the other version's home in the page's language when the page is not there", () => {
    renderWithPage(<Nav />, {
      path: '/guide/new',
      version: 'v2',
      config: twoVersions,
      versionAlternates: [{ version: 'v2', path: '/guide/new' }],
    });
    const trigger = screen.getByRole('button', { name: 'Versions: v2' });
    fireEvent.click(trigger);
    const panel = document.getElementById(trigger.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('link', { name: 'v1' }).getAttribute('href')).toBe('/v1/');
  });

  it('from a non-default version links the default one without a segment', () => {
    const versionAlternates = [
      { version: 'v1', path: '/v1/zh/guide/a' },
      { version: 'v2', path: '/zh/guide/a' },
    ];
    renderWithPage(<Nav />, { path: '/v1/zh/guide/a', lang: 'zh', version: 'v1', config: twoVersions, versionAlternates });
    const trigger = screen.getByRole('button', { name: '版本: v1' });
    fireEvent.click(trigger);
    const panel = document.getElementById(trigger.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('link', { name: 'v2' }).getAttribute('href')).toBe('/zh/guide/a');
  });

  it('is not shown with one version or none', () => {
    renderWithPage(<Nav />, { config: { multiVersion: { default: 'v1', versions: ['v1'] } } });
    expect(screen.queryByRole('button', { name: /^Versions/ })).toBeNull();
    renderWithPage(<Nav />);
    expect(screen.queryByRole('button', { name: /^Versions/ })).toBeNull();
  });
});
