import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { motivoOu } from '../../lib/erros';
import { useTRPC } from '../../lib/trpc';

export const MSG_CONFIRMACOES = 'Marque as duas confirmações para continuar como anunciante.';

/**
 * The advertiser's two confirmations (B2B only; 12 free months), shared by the sign-up's modal and
 * by a signed-in Profissional de eventos turning their account into an advertiser.
 */
export function ConfirmacoesAnunciante({
  b2b,
  gratis,
  onB2b,
  onGratis,
}: {
  b2b: boolean;
  gratis: boolean;
  onB2b: (marcado: boolean) => void;
  onGratis: (marcado: boolean) => void;
}) {
  return (
    <>
      <p className="auth-modal-texto">
        A plataforma é um marketplace B2B: os anúncios são vistos por profissionais de eventos que procuram
        soluções para o próprio negócio. Para continuar como anunciante, confirme:
      </p>
      <div className="auth-confirmacoes">
        <label className="opcao">
          <input type="checkbox" checked={b2b} required onChange={(e) => onB2b(e.target.checked)} />
          <span>
            Meu negócio atende fornecedores de eventos, não noivos. Entendo que anúncios voltados a noivos e
            casais são proibidos.
          </span>
        </label>
        <label className="opcao">
          <input type="checkbox" checked={gratis} required onChange={(e) => onGratis(e.target.checked)} />
          <span>
            Entendo que os primeiros 12 meses de anúncio são gratuitos e que, depois, posso escolher um plano
            de assinatura ou cancelar.
          </span>
        </label>
      </div>
    </>
  );
}

/**
 * A signed-in Profissional de eventos who chose to advertise: the same account becomes an
 * advertiser's after the two confirmations (auth.tornarAnunciante), with no second sign-up or e-mail.
 */
export function TornarAnunciante({ nome }: { nome: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [, navigate] = useLocation();
  const tornar = useMutation(trpc.auth.tornarAnunciante.mutationOptions());
  const [b2b, setB2b] = useState(false);
  const [gratis, setGratis] = useState(false);
  const [erro, setErro] = useState('');

  async function continuar(e: React.FormEvent) {
    e.preventDefault();
    if (!b2b || !gratis) {
      setErro(MSG_CONFIRMACOES);
      return;
    }
    try {
      const r = await tornar.mutateAsync({ confirma_b2b: true, confirma_gratis: true });
      // the session (and everything read as a cliente) is read again, now as an advertiser
      await queryClient.invalidateQueries();
      toast.success(r.message);
      navigate(paths.perfilAba('vitrine'));
    } catch (err) {
      setErro(motivoOu(err, 'Não foi possível concluir agora. Tente novamente.'));
    }
  }

  return (
    <section className="auth-cartao auth-cartao-largo" aria-labelledby="tornar-anunciante-titulo">
      <h1 id="tornar-anunciante-titulo" className="auth-titulo">
        Anunciar com a sua conta
      </h1>
      <p className="auth-subtitulo">
        Você já está conectado como {nome}, com uma conta de Profissional de eventos. Para anunciar não é
        preciso outro cadastro nem outro e-mail: confirme abaixo e esta mesma conta passa a ser de anunciante.
      </p>
      <form className="auth-form" noValidate onSubmit={continuar}>
        <ConfirmacoesAnunciante
          b2b={b2b}
          gratis={gratis}
          onB2b={(v) => {
            setB2b(v);
            setErro('');
          }}
          onGratis={(v) => {
            setGratis(v);
            setErro('');
          }}
        />
        {erro && (
          <p className="erro-campo" role="alert">
            {erro}
          </p>
        )}
        <button type="submit" className="btn btn-primario btn-bloco" disabled={tornar.isPending}>
          {tornar.isPending ? 'Processando...' : 'Quero anunciar com esta conta'}
        </button>
      </form>
      <nav className="auth-links" aria-label="Outras opções">
        <Link href={paths.sejaAnunciante}>Saber mais sobre anunciar</Link>
        <Link href={paths.fornecedores}>Voltar às soluções</Link>
      </nav>
    </section>
  );
}
