import { usePageTitle } from '../../lib/page-title';

export default function Page() {
  usePageTitle('Anuncie aqui');
  return (
    <main className="container pagina">
      <h1>Anuncie aqui</h1>
    </main>
  );
}
