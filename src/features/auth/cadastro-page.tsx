import { usePageTitle } from '../../lib/page-title';

export default function Page() {
  usePageTitle('Criar conta');
  return (
    <main className="container pagina">
      <h1>Criar conta</h1>
    </main>
  );
}
