import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Link } from '../router/Link';
import { CodeBlock } from './CodeBlock';
import { Tabs } from './Tabs';

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

function Badge({ type = 'tip', href, children }: { type?: string; href?: string; children?: ReactNode }) {
  const className = `rp-badge rp-badge-${type}`;
  return href ? (
    <Link className={className} href={href}>
      {children}
    </Link>
  ) : (
    <span className={className}>{children}</span>
  );
}

function Tab({ children }: { label?: string; children?: ReactNode }) {
  return <>{children}</>;
}

function TabsFromHast({ groupId, children }: { groupId?: string; children?: ReactNode }) {
  const tabs = Children.toArray(children).filter(isValidElement) as ReactElement<{ label?: string; children?: ReactNode }>[];
  return (
    <Tabs
      groupId={groupId}
      tabs={tabs.map((tab, i) => ({ label: String(tab.props.label ?? i + 1), content: tab.props.children }))}
    />
  );
}

function Image(props: JSX.IntrinsicElements['img']) {
  // eslint-disable-next-line jsx-a11y/alt-text -- alt comes from the Markdown
  return <img {...props} className={['rp-zoomable', props.className].filter(Boolean).join(' ')} />;
}

export const markdownComponents = {
  'rp-container': Container,
  'rp-badge': Badge,
  'rp-tabs': TabsFromHast,
  'rp-tab': Tab,
  'rp-code-block': CodeBlock,
  a: Link,
  img: Image,
};
