import { Fragment } from 'react';
import { HIGHLIGHT_POST, HIGHLIGHT_PRE } from './markers';

/**
 * Hit text with its matches in <mark>. Everything is rendered as React text children: a hit that
 * holds '<img onerror>' shows those characters, it never becomes an element (no innerHTML here).
 */
export function Highlighted({ text }: { text: string }) {
  const parts = text.split(HIGHLIGHT_PRE);
  return (
    <>
      {parts.map((part, i) => {
        if (i === 0) return <Fragment key={i}>{part.replaceAll(HIGHLIGHT_POST, '')}</Fragment>;
        const end = part.indexOf(HIGHLIGHT_POST);
        if (end <= 0) return <Fragment key={i}>{part.replaceAll(HIGHLIGHT_POST, '')}</Fragment>;
        return (
          <Fragment key={i}>
            <mark>{part.slice(0, end)}</mark>
            {part.slice(end + HIGHLIGHT_POST.length).replaceAll(HIGHLIGHT_POST, '')}
          </Fragment>
        );
      })}
    </>
  );
}
