import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/page-title';
import { useSiteName } from '../../lib/site';
import { ExcluirOrcamento } from './excluir-orcamento';
import { LegalLayout, type SecaoLegal } from './legal-layout';
import './institucional.css';

const EMAIL_ENCARREGADO = 'privacidade@vitrinedosim.com.br';

export default function PrivacidadePage() {
  usePageTitle('Política de Privacidade');
  const site = useSiteName();
  const secoes: SecaoLegal[] = [
    {
      id: 'dados-coletados',
      titulo: 'Dados que coletamos',
      conteudo: (
        <>
          <h3>Dados que você nos fornece</h3>
          <ul>
            <li>
              <strong>Cadastro:</strong> nome, e-mail, telefone ou WhatsApp, ramo de atividade, tipo de conta
              e senha (guardada apenas de forma cifrada, nunca em texto).
            </li>
            <li>
              <strong>Vitrine (anunciantes):</strong> nome da empresa, descrições, fotos, vídeos, links de
              contato, perguntas frequentes e categorias.
            </li>
            <li>
              <strong>Depoimentos e contato:</strong> o texto dos depoimentos e as mensagens enviadas pelo
              formulário Fale Conosco (nome, e-mail, assunto e mensagem).
            </li>
          </ul>
          <h3>Dados coletados automaticamente</h3>
          <ul>
            <li>Páginas visitadas, cliques nos botões das vitrines, data e hora de acesso.</li>
            <li>Endereço IP, tipo de navegador e página de origem, para segurança e estatísticas.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'uso',
      titulo: 'Como usamos os dados',
      conteudo: (
        <>
          <ul>
            <li>
              Criar e manter sua conta, autenticar seu acesso e recuperar sua senha (execução de contrato).
            </li>
            <li>Exibir as vitrines e os depoimentos publicados (execução de contrato).</li>
            <li>
              Gerar as estatísticas de visualizações e cliques mostradas aos anunciantes (legítimo interesse).
            </li>
            <li>Responder às mensagens enviadas pelo formulário de contato (legítimo interesse).</li>
            <li>
              Prevenir fraudes, abusos e acessos indevidos, com limites de tentativas e verificação de
              segurança (legítimo interesse e cumprimento de obrigação legal).
            </li>
            <li>
              Enviar e-mails de serviço, como confirmação de cadastro e redefinição de senha. Cada e-mail
              espera numa fila até ser entregue e é apagado 7 dias depois da entrega (ou quando você exclui
              sua conta).
            </li>
          </ul>
          <p>Não vendemos seus dados pessoais e não os usamos para publicidade de terceiros.</p>
        </>
      ),
    },
    {
      id: 'compartilhamento',
      titulo: 'Compartilhamento de dados',
      conteudo: (
        <>
          <p>Seus dados só são compartilhados quando necessário:</p>
          <ul>
            <li>
              <strong>Publicação:</strong> as informações da vitrine e o nome exibido nos depoimentos ficam
              visíveis a qualquer visitante, porque essa é a finalidade do anúncio.
            </li>
            <li>
              <strong>Prestadores de serviço:</strong> empresas de hospedagem e de envio de e-mails,
              contratadas com obrigações de confidencialidade e segurança.
            </li>
            <li>
              <strong>Autoridades:</strong> quando houver obrigação legal ou ordem judicial.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'orcamentos',
      titulo: 'Pedidos de orçamento',
      conteudo: (
        <>
          <p>
            Quando você usa “Solicitar orçamento” na página de um fornecedor, os dados do formulário (nome,
            e-mail, telefone, negócio, cidade, mensagem e a forma de contato preferida) são compartilhados,
            com o seu consentimento, somente com o responsável por aquela vitrine e com os administradores da
            plataforma.
          </p>
          <ul>
            <li>
              <strong>Exclusão imediata:</strong> a cópia do pedido enviada ao seu e-mail traz um link para
              excluí-lo; ao usá-lo, o pedido é apagado na hora e o fornecedor deixa de vê-lo.
            </li>
            <li>
              <strong>Retenção:</strong> os pedidos são guardados por até 730 dias (dois anos) e então
              apagados automaticamente por uma rotina diária.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'seguranca',
      titulo: 'Segurança dos dados',
      conteudo: (
        <p>
          Usamos conexões cifradas, senhas protegidas por algoritmo de hash resistente a ataques, sessões com
          expiração, controle de acesso por perfil e cópias de segurança periódicas. Nenhum sistema é
          totalmente imune a incidentes, mas, se algum ocorrer e puder causar risco ou dano relevante,
          comunicaremos os titulares afetados e a Autoridade Nacional de Proteção de Dados (ANPD), como prevê
          a LGPD.
        </p>
      ),
    },
    {
      id: 'direitos',
      titulo: 'Seus direitos como titular',
      conteudo: (
        <>
          <p>
            Pelo artigo 18 da Lei Geral de Proteção de Dados (Lei nº 13.709/2018), você pode pedir, a qualquer
            momento:
          </p>
          <ul>
            <li>a confirmação de que tratamos seus dados e o acesso a eles;</li>
            <li>a correção de dados incompletos, inexatos ou desatualizados;</li>
            <li>
              a anonimização, o bloqueio ou a eliminação de dados desnecessários ou tratados em
              desconformidade com a lei;
            </li>
            <li>a portabilidade dos dados a outro fornecedor de serviço;</li>
            <li>a eliminação dos dados tratados com o seu consentimento;</li>
            <li>informações sobre com quem compartilhamos seus dados;</li>
            <li>informações sobre a possibilidade de não dar consentimento e suas consequências;</li>
            <li>a revogação do consentimento.</li>
          </ul>
          <h3>Sem precisar escrever para nós</h3>
          <p>
            Em <Link href={paths.perfilAba('dados_pessoais')}>Minha Conta</Link>, na parte{' '}
            <strong>Privacidade</strong>:
          </p>
          <ul>
            <li>
              <strong>Baixar meus dados</strong> entrega na hora um arquivo ZIP com tudo o que guardamos sobre
              você (conta, datas das sessões, vitrines, depoimentos escritos e recebidos, respostas,
              denúncias, pedidos de orçamento enviados e recebidos, mensagens de contato e estatísticas), em
              JSON, com as fotos e arquivos que você enviou. Serve também para levar seus dados a outro
              serviço.
            </li>
            <li>
              <strong>Excluir minha conta</strong> pede sua senha e, ao confirmar, encerra suas sessões, apaga
              suas vitrines com os arquivos, os depoimentos que você escreveu (as notas são recalculadas), os
              pedidos de orçamento recebidos e enviados e suas mensagens de contato. As denúncias que você fez
              continuam com a moderação, sem identificar você. O registro de auditoria, que precisamos manter,
              guarda só o número da conta, nunca seu nome ou e-mail.
            </li>
          </ul>
          <p>
            Os dados de cadastro podem ser corrigidos por você mesmo em Dados Pessoais. Se não conseguir
            entrar na conta, ou para os demais pedidos, escreva ao nosso encarregado (seção 10): um
            administrador faz a exportação ou a exclusão por você, e a ação fica registrada. Você também pode
            apresentar reclamação à ANPD.
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      titulo: 'Cookies',
      conteudo: (
        <>
          <p>Usamos apenas cookies próprios, necessários ao funcionamento da plataforma:</p>
          <ul>
            <li>
              <strong>Cookie de sessão:</strong> mantém você conectado depois do login. É marcado como{' '}
              <code>HttpOnly</code> (não pode ser lido por scripts) e deixa de valer quando você sai ou a
              sessão expira.
            </li>
          </ul>
          <p>
            <strong>Estatísticas de visitas, sem cookie:</strong> para contar visualizações e cliques das
            vitrines não gravamos nada no seu navegador. A cada dia, o servidor sorteia um valor secreto (o
            “sal” do dia) e calcula, a partir do seu endereço IP, do tipo de navegador e do endereço do site,
            um código embaralhado que só vale naquele dia. Guardamos esse código com a página visitada e a
            data, nunca o endereço IP; assim, várias visitas suas à mesma página no mesmo dia contam como um
            visitante. Quando o dia termina, o sal é apagado: o código não pode mais ser recalculado nem
            ligado às suas visitas de outros dias. Visitas e cliques com mais de 25 meses viram totais por dia
            e os registros individuais são apagados.
          </p>
          <p>
            Não usamos cookies de publicidade nem rastreadores de terceiros. Você pode apagar os cookies nas
            configurações do seu navegador; sem o cookie de sessão, não será possível permanecer conectado.
          </p>
        </>
      ),
    },
    {
      id: 'transferencia',
      titulo: 'Transferência internacional',
      conteudo: (
        <p>
          Alguns prestadores de serviço, como provedores de hospedagem ou de e-mail, podem armazenar dados em
          servidores fora do Brasil. Nesses casos, a transferência segue o capítulo V da LGPD e é feita apenas
          para países ou empresas que ofereçam grau de proteção adequado, com cláusulas contratuais que
          garantam a segurança dos seus dados.
        </p>
      ),
    },
    {
      id: 'menores',
      titulo: 'Menores de idade',
      conteudo: (
        <p>
          A plataforma {site} é voltada para profissionais e empresas e não é direcionada a menores de 18
          anos. Não coletamos intencionalmente dados de menores. Se você souber que um menor de idade se
          cadastrou, avise o nosso encarregado para que os dados sejam excluídos.
        </p>
      ),
    },
    {
      id: 'alteracoes',
      titulo: 'Alterações desta política',
      conteudo: (
        <p>
          Esta política pode ser atualizada para refletir mudanças na plataforma ou na legislação. A data da
          última atualização aparece no topo da página e, em caso de mudanças relevantes, avisaremos por
          e-mail ou por um aviso no site.
        </p>
      ),
    },
    {
      id: 'encarregado',
      titulo: 'Encarregado de dados (DPO)',
      conteudo: (
        <>
          <p>
            Para exercer seus direitos ou tirar dúvidas sobre o tratamento dos seus dados, fale com o nosso
            encarregado pela proteção de dados pelo e-mail{' '}
            <a href={`mailto:${EMAIL_ENCARREGADO}`}>{EMAIL_ENCARREGADO}</a>. Respondemos em até 15 dias.
          </p>
          <p>
            Para outros assuntos, use a página <Link href={paths.contato}>Fale Conosco</Link>.
          </p>
        </>
      ),
    },
  ];
  return (
    <LegalLayout
      titulo="Política de Privacidade"
      atualizacao="Última atualização: 20 de março de 2024"
      introducao={
        <>
          <p>
            Esta política explica quais dados pessoais a plataforma {site} coleta, para que os usa e como você
            pode exercer seus direitos, de acordo com a Lei Geral de Proteção de Dados (LGPD, Lei nº
            13.709/2018).
          </p>
          <ExcluirOrcamento />
        </>
      }
      secoes={secoes}
    />
  );
}
