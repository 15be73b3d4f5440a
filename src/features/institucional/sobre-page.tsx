import { usePageTitle } from '../../lib/page-title';

export default function Page() {
  usePageTitle('Sobre Nós');
  return (
    <main className="container pagina">
      <h1>Sobre Nós</h1>
    </main>
  );
}
