import { usePageTitle } from '../../lib/page-title';

export default function Page() {
  usePageTitle('Exemplo de Tracking');
  return (
    <main className="container pagina">
      <h1>Exemplo de Tracking</h1>
    </main>
  );
}
