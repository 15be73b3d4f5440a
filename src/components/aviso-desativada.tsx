import { Link } from 'wouter';
import { avisoDesativada } from '../../server/schemas/desativacao';
import { paths } from '../config/paths';
import { Icone } from './icone';

/**
 * What the owner's panel and the editor say about a showcase an admin deactivated: the reason,
 * and how to reach the team (it no longer appears in the directory until restored).
 */
export function AvisoDesativada({ motivo }: { motivo: string | null | undefined }) {
  return (
    <div className="alerta alerta-erro aviso-desativada" role="status">
      <Icone nome="fas-circle-exclamation" />
      <div>
        <p>
          <strong>{avisoDesativada(motivo)}</strong>
        </p>
        <p>
          Ela não aparece no diretório nem nas buscas. Você pode continuar editando; para pedir a reativação
          ou tirar dúvidas, <Link href={paths.contato}>fale com a equipe</Link>.
        </p>
      </div>
    </div>
  );
}
