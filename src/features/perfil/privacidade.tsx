import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { Icone } from '../../components/icone';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { errosPorCampo, motivoOu } from '../../lib/erros';
import { plural } from '../../lib/plural';
import { useClearSession } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import type { UsuarioSessao } from './tipos';

const MSG_CONTA_EXCLUIDA = 'Sua conta foi excluída. Obrigado por ter feito parte da Vitrine do Sim.';

/** The REST download (a ZIP); the browser sends the session cookie with it. */
const urlExportacao = (id: number) => `/api/usuarios/${id}/exportar`;

/**
 * LGPD art. 18 in Minha Conta: the person downloads everything held about them and deletes their
 * account, with the password and a plain account of what goes.
 */
export function PrivacidadeSecao({ usuario }: { usuario: UsuarioSessao }) {
  const trpc = useTRPC();
  const toast = useToast();
  const limparSessao = useClearSession();
  const [, navigate] = useLocation();
  const [aberto, setAberto] = useState(false);
  const [senha, setSenha] = useState('');
  const [erro, setErro] = useState('');
  const id = useId();
  const resumo = useQuery({ ...trpc.privacidade.resumo.queryOptions(undefined), enabled: aberto });
  const excluir = useMutation(trpc.privacidade.excluir.mutationOptions());

  const fechar = () => {
    if (excluir.isPending) return;
    setAberto(false);
    setSenha('');
    setErro('');
  };

  const confirmar = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!senha) {
      setErro('Digite sua senha para confirmar a exclusão da conta.');
      document.getElementById(`${id}-senha`)?.focus();
      return;
    }
    try {
      await excluir.mutateAsync({ senha });
      navigate(paths.home);
      limparSessao();
      toast.info(MSG_CONTA_EXCLUIDA, 8000);
    } catch (err) {
      setErro(
        Object.values(errosPorCampo(err))[0] ??
          motivoOu(err, 'Não foi possível excluir a conta. Tente novamente.'),
      );
      document.getElementById(`${id}-senha`)?.focus();
    }
  };

  const r = resumo.data;
  return (
    <section className="cartao perfil-privacidade" id="privacidade" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>
        <span className="perfil-privacidade-icone">
          <Icone nome="fas-user-shield" />
        </span>{' '}
        Privacidade
      </h2>
      <p>
        Seus dados são seus. Pela Lei Geral de Proteção de Dados (LGPD), você pode levar uma cópia de tudo o
        que guardamos sobre você e apagar sua conta quando quiser, sem precisar escrever para nós.{' '}
        <a href={paths.privacidade}>Política de Privacidade</a>
      </p>
      <div className="privacidade-itens">
        <div className="privacidade-item">
          <h3>Baixar meus dados</h3>
          <p>
            Um arquivo ZIP com seus dados de conta, vitrines, depoimentos, pedidos de orçamento, mensagens e
            estatísticas (em JSON) e as fotos que você enviou.
          </p>
          <a className="btn btn-secundario" href={urlExportacao(usuario.id)} download>
            <Icone nome="fas-box-open" /> Baixar meus dados
          </a>
        </div>
        <div className="privacidade-item">
          <h3>Excluir minha conta</h3>
          <p>Apaga sua conta e tudo o que está ligado a ela. Não dá para desfazer.</p>
          <button type="button" className="btn btn-perigo" onClick={() => setAberto(true)}>
            <Icone nome="fas-trash" /> Excluir minha conta
          </button>
        </div>
      </div>

      <Modal open={aberto} title="Excluir minha conta" onClose={fechar} closeOnBackdrop={false}>
        <form onSubmit={confirmar} noValidate>
          <div className="modal-corpo privacidade-modal">
            <p>Ao confirmar, acontece o seguinte, agora mesmo:</p>
            <ul>
              <li>você sai da sua conta em todos os aparelhos e não consegue mais entrar com ela;</li>
              {r && r.vitrines.length > 0 && (
                <li>
                  {r.vitrines.length === 1 ? 'sua vitrine ' : 'suas vitrines '}
                  <strong>{r.vitrines.map((v) => v.nome_empresa).join(', ')}</strong>{' '}
                  {r.vitrines.length === 1 ? 'sai do ar e é apagada' : 'saem do ar e são apagadas'}, com
                  fotos, links, perguntas frequentes, estatísticas e depoimentos recebidos
                  {r.orcamentos_recebidos > 0 &&
                    `, além de ${plural(r.orcamentos_recebidos, 'pedido de orçamento recebido', 'pedidos de orçamento recebidos')}`}
                  ;
                </li>
              )}
              {r && r.depoimentos_escritos > 0 && (
                <li>
                  {plural(
                    r.depoimentos_escritos,
                    'depoimento que você escreveu é removido',
                    'depoimentos que você escreveu são removidos',
                  )}{' '}
                  e as notas dos fornecedores são recalculadas;
                </li>
              )}
              <li>seus pedidos de orçamento enviados e suas mensagens de contato são apagados;</li>
              <li>
                o registro de auditoria da plataforma, que precisamos manter, guarda só o número da conta,
                nunca seu nome ou e-mail.
              </li>
            </ul>
            <p>
              <strong>Não dá para desfazer.</strong> Se quiser uma cópia,{' '}
              <a href={urlExportacao(usuario.id)} download>
                baixe seus dados
              </a>{' '}
              antes.
            </p>
            <div className={`campo${erro ? ' campo-invalido' : ''}`}>
              <label htmlFor={`${id}-senha`}>Digite sua senha para confirmar</label>
              <input
                id={`${id}-senha`}
                type="password"
                autoComplete="current-password"
                maxLength={128}
                value={senha}
                aria-invalid={erro ? true : undefined}
                aria-describedby={erro ? `${id}-senha-erro` : undefined}
                onChange={(e) => {
                  setSenha(e.target.value);
                  setErro('');
                }}
              />
              {erro && (
                <p className="erro-campo" id={`${id}-senha-erro`} role="alert">
                  {erro}
                </p>
              )}
            </div>
          </div>
          <div className="modal-acoes">
            <button
              type="button"
              className="btn btn-secundario"
              onClick={fechar}
              disabled={excluir.isPending}
            >
              Cancelar
            </button>
            <button type="submit" className="btn btn-perigo" disabled={excluir.isPending}>
              {excluir.isPending ? 'Excluindo...' : 'Excluir minha conta'}
            </button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
