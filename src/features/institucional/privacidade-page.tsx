import { usePageTitle } from '../../lib/page-title';

export default function Page() {
  usePageTitle('Política de Privacidade');
  return (
    <main className="container pagina">
      <h1>Política de Privacidade</h1>
    </main>
  );
}
