import { usePageTitle } from '../../lib/page-title';

export default function Page() {
  usePageTitle('Minha Conta');
  return (
    <main className="container pagina">
      <h1>Minha Conta</h1>
    </main>
  );
}
