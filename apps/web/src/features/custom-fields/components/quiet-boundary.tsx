import { Component, type ReactNode } from "react";

type State = { failed: boolean };

/**
 * Shows nothing instead of a part that failed to render: "Profile details" is a section of
 * another feature's page (the profile), which must stay usable if this part breaks.
 */
export class QuietBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
