import { usePageTitle } from '../../lib/page-title';

export default function Page() {
  usePageTitle('Painel de Administração');
  return (
    <main className="container pagina">
      <h1>Painel de Administração</h1>
    </main>
  );
}
