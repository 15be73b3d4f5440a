import { usePageTitle } from '../../lib/page-title';

export default function Page() {
  usePageTitle('Fornecedor');
  return (
    <main className="container pagina">
      <h1>Fornecedor</h1>
    </main>
  );
}
