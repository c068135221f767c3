// The portal's own Link: a plain click moves the router (replacing the address it is on), other clicks are the browser's.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MouseEvent } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Link } from '@/components/Link';

/** A router at `start` whose every address shows a link to `to` and where it is. */
function renderAt(start: string, to: string, onClick?: (event: MouseEvent) => void) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <Link to={to} className="menu-entry" aria-current="page" onClick={onClick}>
            Account
          </Link>
        ),
      },
    ],
    { initialEntries: [start] },
  );
  render(<RouterProvider router={router} />);
  return { router, link: screen.getByRole('link', { name: 'Account' }) };
}

const where = (router: ReturnType<typeof renderAt>['router']) =>
  router.state.location.pathname + router.state.location.search;

describe('Link', () => {
  it('is an <a> to its path with the attributes it was given', () => {
    const { link } = renderAt('/vet-profile', '/vet-profile?panel=Account');
    expect(link).toHaveAttribute('href', '/vet-profile?panel=Account');
    expect(link).toHaveClass('menu-entry');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('moves the router on a plain click, adding a step to Back', async () => {
    const { router, link } = renderAt('/vet-profile', '/vet-profile?panel=Account');
    await userEvent.setup().click(link);
    expect(where(router)).toBe('/vet-profile?panel=Account');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the address on screen when it links to it, as React Router’s Link does', async () => {
    const { router, link } = renderAt('/vet-profile?panel=Account', '/vet-profile?panel=Account');
    await userEvent.setup().click(link);
    expect(where(router)).toBe('/vet-profile?panel=Account');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a click with a modifier key or another button to the browser', () => {
    const { router, link } = renderAt('/vet-profile', '/vet-profile?panel=Account');
    // Whether the link left the click's default (a new tab, a download) to the browser, seen after
    // React's handlers; then stopped here, as jsdom cannot open another document.
    const leftToBrowser: boolean[] = [];
    const look = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', look);
    for (const click of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      fireEvent.click(link, click);
    }
    window.removeEventListener('click', look);
    expect(leftToBrowser).toEqual([true, true, true, true]);
    expect(where(router)).toBe('/vet-profile');
  });

  it('leaves the router be when its own onClick prevented the default (Log out)', async () => {
    const { router, link } = renderAt('/vet-profile', '/log-in', (event) => event.preventDefault());
    await userEvent.setup().click(link);
    expect(where(router)).toBe('/vet-profile');
  });

  it('runs its onClick before following (the menu closes)', async () => {
    const seen: string[] = [];
    const { router } = renderAt('/vet-profile', '/vet-profile?panel=Account', () =>
      seen.push(where(router)),
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Account' }));
    expect(seen).toEqual(['/vet-profile']);
    expect(where(router)).toBe('/vet-profile?panel=Account');
  });
});
