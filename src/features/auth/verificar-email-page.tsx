import { usePageTitle } from '../../lib/page-title';

export default function Page() {
  usePageTitle('Verificação de e-mail');
  return (
    <main className="container pagina">
      <h1>Verificação de e-mail</h1>
    </main>
  );
}
