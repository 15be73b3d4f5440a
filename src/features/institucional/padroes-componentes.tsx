import { useId, useState } from 'react';
import { Icone } from '../../components/icone';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { SecaoPadroes } from './padroes-secao';

export function SecaoBotoes() {
  return (
    <SecaoPadroes ancora="botoes">
      <div className="linha">
        <button type="button" className="btn btn-primario">
          Primário
        </button>
        <button type="button" className="btn btn-secundario">
          Secundário
        </button>
        <button type="button" className="btn btn-texto">
          Texto
        </button>
        <button type="button" className="btn btn-destaque">
          Destaque
        </button>
        <button type="button" className="btn btn-perigo">
          <Icone nome="fas-trash" /> Excluir
        </button>
        <button type="button" className="btn btn-primario btn-pequeno">
          Pequeno
        </button>
        <button type="button" className="btn btn-primario" disabled>
          Desabilitado
        </button>
        <button type="button" className="btn btn-primario" disabled>
          <span className="spinner" aria-hidden="true" /> Enviando...
        </button>
      </div>
    </SecaoPadroes>
  );
}

export function SecaoCartoes() {
  return (
    <SecaoPadroes ancora="cartoes">
      <div className="grade-3">
        <article className="cartao">
          <h3 className="cartao-titulo">Cartão simples</h3>
          <p className="texto-suave">Superfície branca, borda suave e sombra discreta.</p>
        </article>
        <article className="cartao cartao-interativo cartao-destaque">
          <span className="cartao-icone">
            <Icone nome="fas-star" />
          </span>
          <h3 className="cartao-titulo">Cartão em destaque</h3>
          <p className="texto-suave">Realce em champanhe e elevação ao passar o mouse.</p>
        </article>
        <article className="cartao">
          <h3 className="cartao-titulo">Selos e tags</h3>
          <div className="linha">
            <span className="selo selo-premium">
              <Icone nome="fas-crown" /> Premium
            </span>
            <span className="selo selo-verificado">
              <Icone nome="fas-circle-check" /> Verificado
            </span>
            <span className="selo">Neutro</span>
            <span className="selo selo-info">Info</span>
            <span className="selo selo-aviso">Aviso</span>
            <span className="selo selo-erro">Erro</span>
            <span className="tag">Fotografia</span>
            <span className="tag">Contabilidade</span>
          </div>
        </article>
      </div>
    </SecaoPadroes>
  );
}

export function SecaoFormularios() {
  const id = useId();
  return (
    <SecaoPadroes ancora="formularios">
      <form
        className="padroes-exemplo grade-2"
        onSubmit={(e) => e.preventDefault()}
        aria-label="Exemplo de formulário"
      >
        <div>
          <div className="campo">
            <label htmlFor={`${id}-nome`}>Nome</label>
            <input id={`${id}-nome`} type="text" placeholder="Seu nome completo" />
            <span className="dica-campo">Como aparecerá nos depoimentos.</span>
          </div>
          <div className="campo campo-invalido">
            <label htmlFor={`${id}-email`}>E-mail</label>
            <input
              id={`${id}-email`}
              type="email"
              defaultValue="maria@"
              aria-invalid="true"
              aria-describedby={`${id}-email-erro`}
            />
            <span id={`${id}-email-erro`} className="erro-campo">
              Digite um e-mail válido
            </span>
          </div>
          <div className="campo">
            <label htmlFor={`${id}-categoria`}>Categoria</label>
            <select id={`${id}-categoria`} defaultValue="">
              <option value="">Selecione uma categoria</option>
              <option>Contabilidade</option>
              <option>Marketing digital</option>
              <option>Cursos e mentorias</option>
            </select>
          </div>
        </div>
        <div>
          <div className="campo">
            <label htmlFor={`${id}-mensagem`}>Mensagem</label>
            <textarea id={`${id}-mensagem`} rows={3} placeholder="Sua mensagem" />
          </div>
          <fieldset className="grupo">
            <legend>Tipo de conta</legend>
            <label className="opcao opcao-cartao">
              <input type="radio" name={`${id}-tipo`} defaultChecked /> Sou Profissional de Eventos
            </label>
            <label className="opcao opcao-cartao" style={{ marginTop: 'var(--esp-2)' }}>
              <input type="radio" name={`${id}-tipo`} /> Sou Anunciante
            </label>
          </fieldset>
          <label className="opcao">
            <input type="checkbox" defaultChecked /> Li e aceito os Termos de Uso
          </label>
          <div className="campo" style={{ marginTop: 'var(--esp-3)' }}>
            <label htmlFor={`${id}-desabilitado`}>Campo desabilitado</label>
            <input id={`${id}-desabilitado`} type="text" value="Não editável" disabled readOnly />
          </div>
        </div>
      </form>
    </SecaoPadroes>
  );
}

/** Alerts, the empty, error and loading states, and the live modal and toasts. */
export function SecaoFeedback() {
  const toast = useToast();
  const [modal, setModal] = useState(false);
  return (
    <SecaoPadroes ancora="feedback">
      <div className="alerta alerta-sucesso">Perfil atualizado com sucesso!</div>
      <div className="alerta alerta-info">Link adicionado. Será salvo quando você salvar o fornecedor.</div>
      <div className="alerta alerta-aviso">Sua sessão expira em breve.</div>
      <div className="alerta alerta-erro">Erro ao carregar dados. Por favor, tente novamente.</div>
      <div className="linha" style={{ marginBottom: 'var(--esp-5)' }}>
        <button type="button" className="btn btn-secundario" onClick={() => setModal(true)}>
          Abrir modal
        </button>
        <button
          type="button"
          className="btn btn-secundario"
          onClick={() => toast.success('Perfil atualizado com sucesso!')}
        >
          Mostrar aviso (toast)
        </button>
        <button
          type="button"
          className="btn btn-secundario"
          onClick={() => toast.error('Erro ao excluir fornecedor')}
        >
          Mostrar aviso de erro
        </button>
      </div>
      <div className="grade-3">
        <div className="cartao">
          <div className="vazio" style={{ padding: 'var(--esp-4)' }}>
            <img src="/images/vazio.svg" width="320" height="260" alt="" />
            <p className="vazio-titulo">Nada por aqui</p>
            <p>Nenhum fornecedor encontrado.</p>
          </div>
        </div>
        <div className="estado-erro">
          <p>Não foi possível carregar as estatísticas. Tente novamente mais tarde.</p>
          <button type="button" className="btn btn-secundario btn-pequeno">
            Tentar novamente
          </button>
        </div>
        <div className="cartao" aria-hidden="true">
          <span className="esqueleto esqueleto-imagem" />
          <span className="esqueleto esqueleto-titulo" style={{ marginTop: 'var(--esp-3)' }} />
          <span className="esqueleto esqueleto-texto" />
          <span className="esqueleto esqueleto-texto" style={{ width: '70%' }} />
        </div>
      </div>
      <div className="carregando" role="status">
        <span className="spinner" aria-hidden="true" /> Carregando...
      </div>
      <Modal open={modal} title="Confirmar" onClose={() => setModal(false)}>
        <p>Tem certeza que deseja excluir este fornecedor? Esta ação não pode ser desfeita.</p>
        <div className="modal-acoes">
          <button type="button" className="btn btn-secundario" onClick={() => setModal(false)}>
            Cancelar
          </button>
          <button type="button" className="btn btn-perigo" onClick={() => setModal(false)}>
            Excluir
          </button>
        </div>
      </Modal>
    </SecaoPadroes>
  );
}
