import { usePageTitle } from '../../lib/page-title';

export default function Page() {
  usePageTitle('O que você procura?');
  return (
    <main className="container pagina">
      <h1>O que você procura?</h1>
    </main>
  );
}
