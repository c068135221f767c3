// The vet portal frame: top bar, side menu (with locks while the first name is empty) and the panel.
import { portalMsg } from './messages';
import type { Profile } from '@contract/wire/profile';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/components/Link';
import { Dialog } from '@/components/Dialog';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { Icon } from '@/components/Icon';
import { Logo } from '@/components/Logo';
import { useMediaQuery } from '@/lib/hooks/useMediaQuery';
import { clinicName, fullName } from '@/lib/portal/profile';
import { openPanel, panelHref, type PanelKey } from '@/lib/portal/panels';
import { SideMenu, type MenuEntry } from './SideMenu';

/** Below this width the menu is hidden and opens over the page as a modal dialog (styles.css). */
const NARROW_QUERY = '(max-width: 899.98px)';

export interface PanelDefinition extends MenuEntry {
  render: () => ReactNode;
}

interface PortalLayoutProps {
  profile: Profile;
  panels: readonly PanelDefinition[];
  onLogout: () => void;
  /** Extra items for the top bar, e.g. the unsent-reports badge. */
  topBarExtras?: ReactNode;
  /** Shown above the panel, e.g. the offline banner. */
  banner?: ReactNode;
  /** Retry after a panel failed to draw: its data is asked for again. */
  onRetry?: () => void;
}

export function PortalLayout({
  profile,
  panels,
  onLogout,
  topBarExtras,
  banner,
  onRetry,
}: PortalLayoutProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [menuOpen, setMenuOpen] = useState(false);
  const needsName = !profile.first_name.trim();
  const wanted = openPanel(searchParams);
  const locked = (key: PanelKey) => needsName && key !== 'Account';
  const current: PanelKey = locked(wanted) ? 'Account' : wanted;
  const panel = panels.find((entry) => entry.key === current);
  // Sent to Account while the rest is locked: the address says Account too, so saving the first
  // name (which unlocks the wanted panel) leaves the vet where they are, not on the wallet.
  const forcedToAccount = current !== wanted;
  useEffect(() => {
    if (forcedToAccount) setSearchParams({ panel: 'Account' }, { replace: true });
  }, [forcedToAccount, setSearchParams]);
  // On a phone the menu is a modal dialog: Escape closes it and Tab stays inside it.
  const narrow = useMediaQuery(NARROW_QUERY);
  const closeMenu = () => setMenuOpen(false);
  const menu = (
    <SideMenu
      id="side-menu"
      clinic={clinicName(profile)}
      name={fullName(profile)}
      entries={panels}
      current={current}
      isLocked={locked}
      showUpdateProfile={needsName}
      updateProfileHref={panelHref('Account')}
      onNavigate={closeMenu}
    />
  );

  return (
    <div className="portal">
      <header className="top-bar">
        <button
          type="button"
          className="menu-toggle"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls="side-menu-dialog"
          onClick={() => setMenuOpen(true)}
        >
          <Icon name="menu" size={24} />
          <span className="visually-hidden">Show menu</span>
        </button>
        <Logo size={32} />
        <span className="top-bar-title">Vet Portal</span>
        <span className="top-bar-spacer" />
        {topBarExtras}
        <Link
          to="/log-in"
          className="logout-link"
          onClick={(event) => {
            event.preventDefault();
            onLogout();
          }}
        >
          Log out
        </Link>
      </header>
      {narrow && (
        <Dialog
          id="side-menu-dialog"
          open={menuOpen}
          title="Menu"
          titleHidden
          closeOnBackdrop
          onClose={closeMenu}
          className="side-menu-dialog"
        >
          <button type="button" className="menu-close" onClick={closeMenu}>
            <Icon name="close" size={24} />
            <span className="visually-hidden">Hide menu</span>
          </button>
          {menu}
        </Dialog>
      )}
      <div className="portal-body">
        {!narrow && menu}
        <main className="panel" id="main">
          {banner}
          {needsName && (
            <p className="notice" role="status">
              {portalMsg.firstNameUnlocks}
            </p>
          )}
          {/* A panel that fails to draw says so with Retry; the menu and the other panels go on. */}
          <ErrorBoundary key={current} onRetry={onRetry}>
            <Suspense fallback={<p role="status">Loading...</p>}>{panel?.render()}</Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </div>
  );
}
