import { usePageTitle } from '../../lib/page-title';

export default function Page() {
  usePageTitle('Encontre soluções para seu negócio de casamento!');
  return (
    <main className="container pagina">
      <h1>Encontre soluções para seu negócio de casamento!</h1>
    </main>
  );
}
