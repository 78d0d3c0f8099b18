import type { MouseEvent } from 'react';

export const SKIP_LINK_TEXT = '跳到主要内容';

/** Where a screen's content starts: its <main>, else its first heading. */
function contentStart(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main, [role="main"]') ?? document.querySelector<HTMLElement>('h1');
}

function skip(e: MouseEvent<HTMLAnchorElement>) {
  // The address keeps its route: the hash belongs to the router.
  e.preventDefault();
  const target = contentStart();
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

/**
 * 跳到主要内容: the first Tab stop of every screen (WCAG 2.4.1), out of sight until it has the keyboard focus. Plain
 * markup and inline styles: it sits in the root layout, which every entry carries.
 */
export function SkipLink() {
  return (
    <a href="#main" className="skip-link" onClick={skip}>
      {SKIP_LINK_TEXT}
    </a>
  );
}
