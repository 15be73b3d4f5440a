import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/page-title';
import { useSiteName } from '../../lib/site';
import { MESES_GRATIS } from './anunciante-conteudo';
import { LegalLayout, type SecaoLegal } from './legal-layout';
import './institucional.css';

export default function TermosPage() {
  usePageTitle('Termos de Uso');
  const site = useSiteName();
  const secoes: SecaoLegal[] = [
    {
      id: 'aceitacao',
      titulo: 'Aceitação dos termos',
      conteudo: (
        <>
          <p>
            Ao acessar ou usar a plataforma {site}, você declara que leu, entendeu e concorda com estes Termos
            de Uso e com a nossa <Link href={paths.privacidade}>Política de Privacidade</Link>. Se não
            concordar com alguma condição, não utilize a plataforma.
          </p>
          <p>
            Quem usa a plataforma em nome de uma empresa declara ter poderes para aceitar estes termos em nome
            dela.
          </p>
        </>
      ),
    },
    {
      id: 'servicos',
      titulo: 'Descrição dos serviços',
      conteudo: (
        <>
          <p>
            A plataforma {site} é um marketplace B2B que conecta profissionais e empresas do mercado de
            casamentos e eventos (fotógrafos, decoradores, buffets, cerimonialistas, assessorias e outros) a
            fornecedores de produtos e serviços para os seus negócios.
          </p>
          <ul>
            <li>Visitantes podem consultar o diretório de soluções, as vitrines e o blog sem criar conta.</li>
            <li>
              Usuários cadastrados podem deixar depoimentos e manter seus dados pessoais atualizados em Meu
              Perfil.
            </li>
            <li>
              Anunciantes publicam uma vitrine com dados da empresa, fotos, links de contato, perguntas
              frequentes e acompanham estatísticas de visualizações e cliques.
            </li>
          </ul>
          <p>
            Os primeiros {MESES_GRATIS} meses de anúncio são gratuitos para os anunciantes que aderirem à
            oferta de lançamento. Ao final desse período, o anunciante poderá contratar um plano de
            assinatura, cujas condições serão informadas com antecedência, ou encerrar o anúncio sem custo.
          </p>
          <p>
            A plataforma {site} não participa das negociações, não intermedeia pagamentos e não é parte dos
            contratos firmados entre usuários e anunciantes.
          </p>
        </>
      ),
    },
    {
      id: 'conta',
      titulo: 'Cadastro e conta',
      conteudo: (
        <>
          <p>
            Para usar recursos como depoimentos e vitrines, é preciso criar uma conta com informações
            verdadeiras, completas e atualizadas. Você é responsável por manter a confidencialidade da sua
            senha e por todas as atividades realizadas na sua conta.
          </p>
          <ul>
            <li>O cadastro é permitido apenas a maiores de 18 anos.</li>
            <li>Cada conta é pessoal e intransferível.</li>
            <li>
              Avise-nos imediatamente, pela página de <Link href={paths.contato}>contato</Link>, se suspeitar
              de uso não autorizado da sua conta.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'conteudo-do-usuario',
      titulo: 'Conteúdo do usuário',
      conteudo: (
        <>
          <p>
            Textos, imagens, vídeos, links e depoimentos publicados por você continuam sendo seus. Ao
            publicá-los, você concede à plataforma {site} uma licença gratuita, não exclusiva e válida
            enquanto o conteúdo estiver na plataforma, para exibi-los, reproduzi-los e adaptá-los ao formato
            do site, inclusive em prévias de compartilhamento.
          </p>
          <p>
            Você garante que tem os direitos necessários sobre o que publica, incluindo a autorização das
            pessoas retratadas.
          </p>
          <p>
            <strong>Anúncios voltados para casais são proibidos.</strong> As vitrines devem oferecer produtos
            ou serviços para profissionais e empresas do mercado de eventos, e não para noivos e noivas.
            Vitrines em desacordo com essa regra podem ser editadas, suspensas ou removidas.
          </p>
        </>
      ),
    },
    {
      id: 'conduta',
      titulo: 'Regras de conduta',
      conteudo: (
        <>
          <p>Ao usar a plataforma, você se compromete a não:</p>
          <ul>
            <li>publicar informações falsas, enganosas ou que violem direitos de terceiros;</li>
            <li>publicar conteúdo ofensivo, discriminatório, ilegal ou que incentive a violência;</li>
            <li>enviar spam, correntes ou mensagens não solicitadas em massa a outros usuários;</li>
            <li>tentar acessar áreas restritas, contas de terceiros ou burlar mecanismos de segurança;</li>
            <li>usar robôs ou meios automatizados para copiar o conteúdo da plataforma;</li>
            <li>manipular estatísticas de visualizações ou cliques.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'propriedade',
      titulo: 'Propriedade intelectual',
      conteudo: (
        <p>
          A marca {site}, o logotipo, o layout, as ilustrações, os textos institucionais e o software da
          plataforma pertencem aos seus titulares e são protegidos pela legislação de propriedade intelectual.
          É proibido copiá-los, modificá-los ou usá-los para fins comerciais sem autorização por escrito.
        </p>
      ),
    },
    {
      id: 'responsabilidade',
      titulo: 'Limitação de responsabilidade',
      conteudo: (
        <>
          <p>
            As informações das vitrines são fornecidas pelos próprios anunciantes. A plataforma {site} não
            garante a qualidade, a segurança ou a legalidade dos produtos e serviços anunciados, nem a
            veracidade dos depoimentos. Recomendamos que você confirme referências e formalize as contratações
            por contrato.
          </p>
          <p>
            Trabalhamos para manter a plataforma disponível e segura, mas ela pode passar por interrupções
            para manutenção ou por motivos alheios ao nosso controle. Na máxima extensão permitida pela lei, a
            plataforma {site} não responde por lucros cessantes ou danos indiretos decorrentes do uso da
            plataforma.
          </p>
        </>
      ),
    },
    {
      id: 'alteracoes',
      titulo: 'Alterações dos termos',
      conteudo: (
        <p>
          Podemos atualizar estes termos para refletir mudanças na plataforma ou na legislação. A data da
          última atualização aparece no topo desta página e, quando a mudança for relevante, avisaremos por
          e-mail ou por um aviso no site. Continuar usando a plataforma após a atualização significa concordar
          com a nova versão.
        </p>
      ),
    },
    {
      id: 'rescisao',
      titulo: 'Encerramento da conta',
      conteudo: (
        <>
          <p>
            Você pode encerrar sua conta a qualquer momento, pedindo a exclusão pela página de{' '}
            <Link href={paths.contato}>contato</Link>.
          </p>
          <p>
            Podemos suspender ou encerrar contas e vitrines que violem estes termos, em especial a regra que
            proíbe anúncios voltados para casais, mediante aviso por e-mail sempre que possível.
          </p>
        </>
      ),
    },
    {
      id: 'lei',
      titulo: 'Lei aplicável e foro',
      conteudo: (
        <>
          <p>
            Estes termos são regidos pelas leis da República Federativa do Brasil, incluindo o Código Civil, o
            Marco Civil da Internet (Lei nº 12.965/2014) e a Lei Geral de Proteção de Dados (Lei nº
            13.709/2018).
          </p>
          <p>
            Fica eleito o foro do domicílio do usuário para resolver qualquer controvérsia. Antes disso, fale
            com a gente pela página de <Link href={paths.contato}>contato</Link>: a maioria das questões se
            resolve com uma boa conversa.
          </p>
        </>
      ),
    },
  ];
  return (
    <LegalLayout
      titulo="Termos de Uso"
      atualizacao="Última atualização: 20 de março de 2024"
      introducao={
        <p>
          Estes termos explicam as regras para usar a plataforma {site}. Em caso de dúvida, fale com a nossa
          equipe pela página de <Link href={paths.contato}>contato</Link>.
        </p>
      }
      secoes={secoes}
    />
  );
}
