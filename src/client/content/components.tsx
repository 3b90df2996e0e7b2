import { Children, isValidElement, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { siteData } from 'virtual:site';
import { hasSchemeOrHost, withBase } from '../../shared/routes';
import { CodeBlock } from './CodeBlock';
import { Tabs } from './Tabs';
import { OverviewFilter } from '../theme/overview/OverviewFilter';
import { Island } from '../islands/Island';

function Container({ type = 'tip', title, children }: { type?: string; title?: string; children?: ReactNode }) {
  if (type === 'details') {
    return (
      <details className="rp-container rp-container-details">
        <summary className="rp-container-title">{title}</summary>
        <div className="rp-container-content">{children}</div>
      </details>
    );
  }
  return (
    <div className={`rp-container rp-container-${type}`}>
      <p className="rp-container-title">{title}</p>
      <div className="rp-container-content">{children}</div>
    </div>
  );
}

/**
 * Links in content are plain anchors: internal ones get the base (navigation and preload are
 * delegated, see content/link-behaviour.ts); target and rel of external ones come from the build.
 */
function ContentLink({ href, children, ...rest }: ComponentProps<'a'>) {
  // an anchor without href (`<a id="setup"></a>`, or one whose URL was refused) is no link
  const url = href === undefined ? undefined : withBase(href, siteData.config.base);
  return (
    <a href={url} {...rest}>
      {children}
    </a>
  );
}

function Badge({ type = 'tip', href, children }: { type?: string; href?: string; children?: ReactNode }) {
  const className = `rp-badge rp-badge-${type}`;
  const external = href && hasSchemeOrHost(href);
  return href ? (
    <ContentLink className={className} href={href} target={external ? '_blank' : undefined} rel={external ? 'noopener noreferrer' : undefined}>
      {children}
    </ContentLink>
  ) : (
    <span className={className}>{children}</span>
  );
}

function Tab({ children }: { label?: string; children?: ReactNode }) {
  return <>{children}</>;
}

function TabsFromHast({ groupId, defaultTab, children }: { groupId?: string; defaultTab?: string; children?: ReactNode }) {
  const tabs = Children.toArray(children).filter(isValidElement) as ReactElement<{ label?: string; children?: ReactNode }>[];
  return (
    <Tabs
      groupId={groupId}
      selected={Number(defaultTab ?? 0)}
      tabs={tabs.map((tab, i) => ({ label: String(tab.props.label ?? i + 1), content: tab.props.children }))}
    />
  );
}

function Image(props: ComponentProps<'img'>) {
  // alt comes from the Markdown, through the spread props
  return <img {...props} className={['rp-zoomable', props.className].filter(Boolean).join(' ')} />;
}

export const markdownComponents = {
  'rp-container': Container,
  'rp-badge': Badge,
  'rp-tabs': TabsFromHast,
  'rp-tab': Tab,
  'rp-code-block': CodeBlock,
  'rp-overview-filter': OverviewFilter,
  'rp-island': Island,
  a: ContentLink,
  img: Image,
};
