import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorReference } from './ErrorReference';

function ErrorMessage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <h1 className="text-2xl font-bold text-ink-900">{t('errors.generic')}</h1>
      <ErrorReference error={error} />
      <button type="button" className="btn btn-primary mt-6" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </section>
  );
}

/**
 * Catches a page that throws or whose chunk fails to load (an old tab after a new release) and offers a
 * reload, which fetches the current files; a failure of the server also shows its request id. The layout keys
 * it by path, so another page starts clean.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <ErrorMessage error={this.state.error} /> : this.props.children;
  }
}
