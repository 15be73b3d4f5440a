import { usePageTitle } from '../../lib/page-title';

export default function Page() {
  usePageTitle('Guia de Padrões Visuais');
  return (
    <main className="container pagina">
      <h1>Guia de Padrões Visuais</h1>
    </main>
  );
}
