import { Icone } from '../../components/icone';
import { paths } from '../../config/paths';

/**
 * The showcase's public state and its switch: a draft ("Rascunho") is seen only by its owner and
 * admins; "Publicar" makes it public once the server accepts it (its refusals show at the fields).
 */
export function BarraPublicacao({
  id,
  publicado,
  ocupado,
  recusada,
  onMudar,
}: {
  id: number;
  publicado: boolean;
  ocupado: boolean;
  /** The server's summary when it refused to publish (the fields say what is missing). */
  recusada: string | null;
  onMudar: (publicar: boolean) => void;
}) {
  return (
    <section className="cartao editor-publicacao" aria-labelledby={`publicacao-${id}`}>
      <div className="editor-publicacao-estado">
        <h2 id={`publicacao-${id}`} className="editor-publicacao-titulo">
          Situação:{' '}
          <span className={`selo ${publicado ? 'selo-info' : 'selo-aviso'}`}>
            {publicado ? 'Publicada' : 'Rascunho'}
          </span>
        </h2>
        <p className="texto-suave">
          {publicado ? (
            <>
              Visível para todos no diretório.{' '}
              <a href={paths.fornecedorPorId(id)} target="_blank" rel="noopener noreferrer">
                Ver a página pública
              </a>
            </>
          ) : (
            'Só você e os administradores veem esta vitrine. Publique quando ela estiver pronta.'
          )}
        </p>
        {recusada && (
          <p className="erro-campo" role="alert">
            {recusada}
          </p>
        )}
      </div>
      <button
        type="button"
        className={`btn ${publicado ? 'btn-secundario' : 'btn-primario'}`}
        disabled={ocupado}
        onClick={() => onMudar(!publicado)}
      >
        <Icone nome={publicado ? 'fas-eye-slash' : 'fas-check'} /> {publicado ? 'Despublicar' : 'Publicar'}
      </button>
    </section>
  );
}
