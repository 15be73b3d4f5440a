import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logClientError } from '../lib/error-log';
import { Icone } from './icone';

interface State {
  error: Error | null;
}

/** Any render error shows the fallback screen (and is kept in the local error log). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    logClientError(
      'error',
      `${error.message}${info.componentStack ? ` @ ${info.componentStack.split('\n')[1]?.trim()}` : ''}`,
    );
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <main className="container pagina erro-fallback" role="alert">
        <Icone nome="fas-heart-crack" className="erro-fallback-icone" />
        <h1>Ops! Algo deu errado</h1>
        <p>Desculpe pelo inconveniente. Por favor, tente recarregar a página.</p>
        <div className="erro-fallback-acoes">
          <button type="button" className="btn btn-primario" onClick={() => window.location.reload()}>
            Recarregar Página
          </button>
          <a href="/" className="btn btn-secundario">
            Voltar para o Início
          </a>
        </div>
      </main>
    );
  }
}
