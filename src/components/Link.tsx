// A link to another screen of the portal: an <a> whose plain click the router follows, with no per-link router hooks.
import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An absolute path of the app, e.g. `panelHref('Account')`. */
  to: string;
};

/** A click the browser would follow in this tab: the main button, no modifier key, no other target. */
function followedHere(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { target } = event.currentTarget;
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self')
  );
}

/**
 * React Router's `Link` resolves its path against the route's matches and sets up a navigate
 * callback and a layout effect for each link at each render: the menu's and every table row's
 * (docs/benchmarks.md). The portal's links are absolute paths, so a click needs only the history's
 * push, the call React Router's `navigate` ends in. As its `Link` does, a link to the address on
 * screen replaces it instead of adding a step to Back.
 */
export function Link({ to, onClick, children, ...rest }: LinkProps) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname, search, hash } = useLocation();
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!followedHere(event)) return;
        event.preventDefault();
        if (to === pathname + search + hash) navigator.replace(to);
        else navigator.push(to);
      }}
    >
      {children}
    </a>
  );
}
