import { Component, type ErrorInfo, type ReactNode } from "react";
import { ApplicationErrorScreen } from "./application-error-screen";

interface AppErrorBoundaryProps {
  children: ReactNode;
}

interface AppErrorBoundaryState {
  hasError: boolean;
}

/** Catches render errors outside the router's own error handling and shows 'Application Error'. */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Application error", error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.hasError) return <ApplicationErrorScreen />;
    return this.props.children;
  }
}
