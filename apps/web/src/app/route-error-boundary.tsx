import { Component, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router';
import { RouteErrorPage } from './route-error-page';

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  location: Location;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { error: undefined, location: props.location };
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('render failed') };
  }

  // A new address clears the error: the member can leave the broken page with the back button or
  // the tab bar of a page that renders.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteErrorPage />;
  }
}

/** Shows RouteErrorPage instead of the routes when rendering them throws (a page chunk that fails to load). */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary location={location}>{children}</Boundary>;
}
