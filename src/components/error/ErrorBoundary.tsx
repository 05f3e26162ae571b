import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen, type ErrorScreenLabels } from './ErrorScreen';

interface ErrorBoundaryProps {
  /** Translated texts, e.g. from `useTranslations(lang)` in the page or `IslandRoot`. */
  labels: ErrorScreenLabels;
  homeHref?: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/** Catches a render error in an island and shows the error screen in place of the island. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Island crashed', error, info.componentStack);
  }

  render() {
    if (!this.state.hasError) return this.props.children;
    const { error } = this.state;
    const message = error instanceof Error ? error.message : null;
    return <ErrorScreen labels={this.props.labels} message={message} homeHref={this.props.homeHref} />;
  }
}
