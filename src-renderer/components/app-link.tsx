import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLocation, useNavigate, useResolvedPath } from 'react-router';

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** An in-app path, as react-router's `to`. */
  to: string;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * An in-app link: react-router's `<Link>` without its prefetching and framework-mode machinery, which a hash-routed
 * app never uses but which ships to every entry (about 4 KB gzip) once any screen renders a `<Link>`. Same behaviour:
 * the href the router would give, and a plain left click navigates in the app (replacing the entry when the link
 * points at the current location); a modified click, another target or a prevented click is left to the browser.
 * Use it as `component={AppLink}` on MUI's Link or Box.
 */
export function AppLink({ to, replace, onClick, target, ref, ...rest }: AppLinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const here = useLocation();
  const there = useResolvedPath(to);
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || (target && target !== '_self')) return;
    if (e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    const same = here.pathname + here.search + here.hash === there.pathname + there.search + there.hash;
    void navigate(to, { replace: replace ?? same });
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}
