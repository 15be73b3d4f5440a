import { usePageTitle } from '../../lib/page-title';

export default function Page() {
  usePageTitle('Fale Conosco');
  return (
    <main className="container pagina">
      <h1>Fale Conosco</h1>
    </main>
  );
}
