import { Component, type ReactNode } from 'react';

/**
 * A part of the page whose code is loaded on demand (a chart, the molecule editor) failed to
 * render, typically because that code did not load (offline, a new deploy): `fallback` says so
 * in its place rather than letting the failure take the whole page and the visitor's input.
 */
export class LoadBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
