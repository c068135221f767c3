// The portal's side menu: who is signed in, the panel entries (locked ones disabled), previews apart.
import { Link } from '@/components/Link';
import { Icon } from '@/components/Icon';
import { Logo } from '@/components/Logo';
import { panelHref, type PanelKey } from '@/lib/portal/panels';

export interface MenuEntry {
  key: PanelKey;
  label: string;
  /** Preview panels (sample data) are listed under their own heading. */
  preview?: boolean;
  /** Reached by a link from another panel, not from the menu. */
  hidden?: boolean;
}

interface SideMenuProps {
  id: string;
  clinic: string;
  name: string;
  entries: readonly MenuEntry[];
  current: PanelKey;
  isLocked: (key: PanelKey) => boolean;
  showUpdateProfile: boolean;
  updateProfileHref: string;
  onNavigate: () => void;
}

export function SideMenu(props: SideMenuProps) {
  const { id, clinic, name, entries, current, isLocked, onNavigate } = props;
  const renderEntry = (entry: MenuEntry) => (
    <li key={entry.key}>
      {isLocked(entry.key) ? (
        <button type="button" className="menu-entry" disabled aria-describedby={`${id}-lock`}>
          {entry.label} <Icon name="lock" label="locked" size={18} />
        </button>
      ) : (
        <Link
          to={panelHref(entry.key)}
          className="menu-entry"
          aria-current={entry.key === current ? 'page' : undefined}
          onClick={onNavigate}
        >
          {entry.label}
        </Link>
      )}
    </li>
  );
  return (
    <nav id={id} className="side-menu" aria-label="Portal">
      <div className="side-menu-head">
        <Logo size={48} />
        <p className="clinic-name">{clinic || 'Your clinic'}</p>
        <p className="vet-name">{name || 'Name not set yet'}</p>
        {props.showUpdateProfile && (
          <Link to={props.updateProfileHref} className="btn btn-primary" onClick={onNavigate}>
            Update Profile
          </Link>
        )}
      </div>
      <ul className="menu-list">
        {entries.filter((entry) => !entry.preview && !entry.hidden).map(renderEntry)}
      </ul>
      {entries.some((entry) => entry.preview) && (
        <>
          <h2 className="menu-heading">Previews (sample data)</h2>
          <ul className="menu-list">
            {entries.filter((entry) => entry.preview && !entry.hidden).map(renderEntry)}
          </ul>
        </>
      )}
      <p id={`${id}-lock`} className="visually-hidden">
        Locked until your first name is set in Account.
      </p>
    </nav>
  );
}
