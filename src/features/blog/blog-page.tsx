import { usePageTitle } from '../../lib/page-title';

export default function Page() {
  usePageTitle('Blog');
  return (
    <main className="container pagina">
      <h1>Blog</h1>
    </main>
  );
}
