import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/page-title';

export default function NaoEncontradoPage() {
  usePageTitle('Página não encontrada');
  return (
    <main className="container pagina nao-encontrado">
      <p className="nao-encontrado-codigo" aria-hidden="true">
        404
      </p>
      <h1>Página não encontrada</h1>
      <p>O endereço que você abriu não existe ou foi removido. Que tal continuar por aqui?</p>
      <div className="erro-fallback-acoes">
        <Link href="/" className="btn btn-primario">
          Voltar para o Início
        </Link>
        <Link href={paths.fornecedores} className="btn btn-secundario">
          Ver soluções
        </Link>
      </div>
    </main>
  );
}
