import { usePageTitle } from '../../lib/page-title';

export default function Page() {
  usePageTitle('Redefinir senha');
  return (
    <main className="container pagina">
      <h1>Redefinir senha</h1>
    </main>
  );
}
