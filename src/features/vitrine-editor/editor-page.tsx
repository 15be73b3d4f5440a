import { usePageTitle } from '../../lib/page-title';

export default function Page() {
  usePageTitle('Vitrine do Fornecedor');
  return (
    <main className="container pagina">
      <h1>Vitrine do Fornecedor</h1>
    </main>
  );
}
