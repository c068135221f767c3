// The vet portal frame: top bar, side menu (with locks while the first name is empty) and the panel.
import type { Profile } from '@contract/wire/profile';
import { Suspense, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/components/Link';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { Icon } from '@/components/Icon';
import { Logo } from '@/components/Logo';
import { msg } from '@/lib/messages';
import { clinicName, fullName } from '@/lib/portal/profile';
import { openPanel, panelHref, type PanelKey } from '@/lib/portal/panels';
import { SideMenu, type MenuEntry } from './SideMenu';

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
  const [searchParams] = useSearchParams();
  const [menuOpen, setMenuOpen] = useState(false);
  const needsName = !profile.first_name.trim();
  const wanted = openPanel(searchParams);
  const locked = (key: PanelKey) => needsName && key !== 'Account';
  const current: PanelKey = locked(wanted) ? 'Account' : wanted;
  const panel = panels.find((entry) => entry.key === current);

  return (
    <div className="portal">
      <header className="top-bar">
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="side-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name="menu" size={24} />
          <span className="visually-hidden">{menuOpen ? 'Hide menu' : 'Show menu'}</span>
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
      {menuOpen && (
        <div className="overlay" aria-hidden="true" onClick={() => setMenuOpen(false)} />
      )}
      <div className="portal-body">
        <SideMenu
          id="side-menu"
          open={menuOpen}
          clinic={clinicName(profile)}
          name={fullName(profile)}
          entries={panels}
          current={current}
          isLocked={locked}
          showUpdateProfile={needsName}
          updateProfileHref={panelHref('Account')}
          onNavigate={() => setMenuOpen(false)}
        />
        <main className="panel" id="main">
          {banner}
          {needsName && (
            <p className="notice" role="status">
              {msg.firstNameUnlocks}
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
