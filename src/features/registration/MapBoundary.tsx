// Keeps the form usable when the map cannot load (e.g. its code never reached this device offline).
import { Component, type ReactNode } from 'react';

interface MapBoundaryProps {
  children: ReactNode;
}

export class MapBoundary extends Component<MapBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <p className="map-fallback" role="status">
          The map could not be loaded. You can still search for your town or type coordinates above.
        </p>
      );
    }
    return this.props.children;
  }
}
