import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useNavigate } from './history-router';
import { siteData } from 'virtual:site';
import { encodeUrl, hasSchemeOrHost, isWebUrl, withBase } from '../../shared/routes';
import { navigateTo, preload } from './navigation';

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string };

function isPlainLeftClick(e: MouseEvent<HTMLAnchorElement>): boolean {
  return !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

/**
 * Every link of the site outside page content. Internal links navigate client-side and preload
 * their page on hover or focus (a path that matches no route becomes a full load); external links
 * open in a new tab.
 */
export function Link({ href = '', children, onClick, onMouseEnter, onFocus, target, rel, ...rest }: LinkProps) {
  const navigate = useNavigate();

  if (hasSchemeOrHost(href)) {
    const web = isWebUrl(href);
    return (
      <a
        href={href}
        target={target ?? (web ? '_blank' : undefined)}
        rel={rel ?? (web ? 'noopener noreferrer' : undefined)}
        onClick={onClick}
        {...rest}
      >
        {children}
      </a>
    );
  }

  if (href.startsWith('#')) {
    return (
      <a href={href} onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }

  // a page named 'my page' links as '/my%20page'; an escape written in the config stays as it is
  const fullHref = withBase(encodeUrl(href), siteData.config.base);
  if (target) {
    return (
      <a href={fullHref} target={target} rel={rel} onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }

  return (
    <a
      href={fullHref}
      rel={rel}
      onMouseEnter={(e) => {
        preload(href);
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        preload(href);
        onFocus?.(e);
      }}
      onClick={(e) => {
        onClick?.(e);
        if (!isPlainLeftClick(e)) return;
        e.preventDefault();
        navigateTo(href, (to) => navigate(to));
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
