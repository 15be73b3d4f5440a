import { usePageTitle } from '../../lib/page-title';

export default function Page() {
  usePageTitle('Artigo');
  return (
    <main className="container pagina">
      <h1>Artigo</h1>
    </main>
  );
}
