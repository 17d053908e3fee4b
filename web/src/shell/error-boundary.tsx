import { Component, type ErrorInfo, type ReactNode } from 'react';

/** A page's code could not be fetched: usually a deploy replaced it while this tab was open. */
export function isChunkLoadError(error: unknown): boolean {
  const msg = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|ChunkLoadError|error loading dynamically/i.test(
    msg,
  );
}

interface Props {
  children: ReactNode;
  /** When it changes (the route, say) the boundary tries its children again. */
  resetKey?: string;
  /** The error screen; the default is plain markup in English and French (the i18n layer itself may be what failed). */
  fallback?: (error: Error) => ReactNode;
}

interface State {
  error: Error | null;
  key?: string;
}

/** The error screen: a render error anywhere shows a way back instead of a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // Navigating away from a broken page clears the error.
    if (props.resetKey !== state.key) return { error: null, key: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('render error', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback) return this.props.fallback(error);
    return (
      <main className="sk-error-screen" role="alert">
        <h1>Something went wrong · Une erreur est survenue</h1>
        <p>
          {isChunkLoadError(error)
            ? 'A new version of Sokoni is available. Reload the page to continue. · Une nouvelle version est disponible : rechargez la page.'
            : 'Please reload the page. If it keeps happening, contact support@sokoni.africa.'}
        </p>
        <p className="sk-error-actions">
          <button type="button" className="sk-btn" onClick={() => location.reload()}>
            Reload · Recharger
          </button>
          <a href="/" className="sk-btn sk-btn-ghost">
            Home · Accueil
          </a>
        </p>
      </main>
    );
  }
}
