import { usePageTitle } from '../../lib/page-title';

export default function Page() {
  usePageTitle('Termos de Uso');
  return (
    <main className="container pagina">
      <h1>Termos de Uso</h1>
    </main>
  );
}
