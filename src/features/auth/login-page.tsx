import { usePageTitle } from '../../lib/page-title';

export default function Page() {
  usePageTitle('Entrar');
  return (
    <main className="container pagina">
      <h1>Entrar</h1>
    </main>
  );
}
