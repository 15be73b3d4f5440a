import { Link } from 'wouter';
import { paths } from '../config/paths';
import { usePageTitle } from '../lib/page-title';

/**
 * The app's not-found content (inside the navbar and footer): the fallback route and every page
 * whose address names nothing (unknown supplier, article) show it, with the way back.
 */
export function NaoEncontrado({
  titulo = 'Página não encontrada',
  texto = 'O endereço que você abriu não existe ou foi removido. Que tal continuar por aqui?',
}: {
  titulo?: string;
  texto?: string;
}) {
  usePageTitle(titulo);
  return (
    <main className="container pagina nao-encontrado">
      <p className="nao-encontrado-codigo" aria-hidden="true">
        404
      </p>
      <h1>{titulo}</h1>
      <p>{texto}</p>
      <div className="erro-fallback-acoes">
        <Link href={paths.home} className="btn btn-primario">
          Voltar para o Início
        </Link>
        <Link href={paths.fornecedores} className="btn btn-secundario">
          Ver soluções
        </Link>
      </div>
    </main>
  );
}
