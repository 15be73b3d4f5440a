import { usePageTitle } from '../../lib/page-title';

export default function Page() {
  usePageTitle('Teste de Upload');
  return (
    <main className="container pagina">
      <h1>Teste de Upload</h1>
    </main>
  );
}
