import type { LegalContext, LegalDocument } from './types';

export const PRIVACY_EFFECTIVE_DATE = '2024-06-01';

export function privacyPolicy({ product, email }: LegalContext): LegalDocument {
  return {
    title: 'Política de Privacidade',
    effectiveDate: PRIVACY_EFFECTIVE_DATE,
    contactEmail: email,
    intro: `Esta Política de Privacidade explica como ${product} trata os dados pessoais de quem visita o site e de quem utiliza o aplicativo, em conformidade com a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018, “LGPD”). Ela complementa os Termos de Serviço, cujas definições se aplicam a este documento. Esta Política pode ser atualizada; a versão em vigor e a data de início de vigência estão sempre indicadas nesta página.`,
    sections: [
      {
        title: 'Controlador e canal de contato',
        paragraphs: [
          `O controlador dos dados pessoais tratados por meio do site e dos aplicativos é ${product} (“Plataforma”), a quem competem as decisões referentes ao tratamento, nos termos do art. 5º, inciso VI, da LGPD.`,
          `Para qualquer assunto relacionado a esta Política ou aos seus dados pessoais, entre em contato pelo e-mail ${email}.`,
        ],
      },
      {
        title: 'Dados pessoais que coletamos',
        paragraphs: [
          'Coletamos apenas os dados necessários às finalidades descritas nesta Política, e eles variam conforme a forma de uso da Plataforma:',
        ],
        items: [
          'Visitantes do site: a navegação não exige cadastro e o site não possui formulários. São tratados apenas dados técnicos, como endereço IP, data e hora de acesso, páginas visitadas e tipo de navegador e de dispositivo, registrados pelos serviços de hospedagem e de banco de dados utilizados para exibir as páginas e as Vagas.',
          'Usuários do aplicativo: dados de cadastro, como nome real, e-mail, telefone e tipo de perfil, e, no caso de Clínicas, nome fantasia; dados do perfil profissional informados pelo próprio Usuário, como categoria, especialidades e experiência; localização informada (estado, cidade e bairro); conteúdo das Vagas publicadas e interações na Plataforma, como curtidas; e dados técnicos de uso do aplicativo e do dispositivo.',
        ],
        closing: [
          'Não solicitamos dados pessoais sensíveis e recomendamos que não sejam incluídos em perfis ou Vagas. Também não coletamos intencionalmente dados de menores de 16 anos, idade mínima para cadastro prevista nos Termos de Serviço.',
        ],
      },
      {
        title: 'Finalidades e bases legais',
        paragraphs: [
          'Os dados pessoais são tratados para finalidades legítimas, específicas e informadas, com fundamento nas bases legais previstas no art. 7º da LGPD:',
        ],
        items: [
          'execução de contrato e de procedimentos preliminares (art. 7º, inciso V): criar e manter a conta, exibir perfis e Vagas, permitir o contato entre Usuários e prestar o suporte solicitado;',
          'legítimo interesse (art. 7º, inciso IX): garantir a segurança da Plataforma, prevenir fraudes e abusos, produzir estatísticas agregadas, como o número de profissionais e de oportunidades exibido no site, e aprimorar os serviços, sempre com respeito aos direitos e às expectativas legítimas dos titulares;',
          'cumprimento de obrigação legal ou regulatória (art. 7º, inciso II): guardar registros de acesso e atender a requisições de autoridades competentes;',
          'exercício regular de direitos (art. 7º, inciso VI): defender direitos em processos judiciais, administrativos ou arbitrais;',
          'consentimento (art. 7º, inciso I): quando for necessário, por exemplo para o envio de notificações opcionais, podendo ser revogado a qualquer momento.',
        ],
        closing: [
          'Os dados não são utilizados para finalidades incompatíveis com as informadas nesta Política.',
        ],
      },
      {
        title: 'Compartilhamento de dados',
        paragraphs: [
          'Ao publicar uma Vaga, o Usuário torna públicas as informações da Vaga, como título, descrição, categoria, especialidades, condições de trabalho e localização informada, e o nome de quem a publicou: o nome do Usuário e, no caso de Clínicas, também o nome fantasia. Essas informações podem ser vistas por qualquer pessoa no site e no aplicativo. Detalhes adicionais e meios de contato ficam disponíveis apenas no aplicativo.',
          'Não vendemos, alugamos nem comercializamos dados pessoais. Os dados podem ser compartilhados somente:',
        ],
        items: [
          'com prestadores de serviços de tecnologia que atuam como operadores, como provedores de hospedagem, de banco de dados em nuvem e de autenticação, sujeitos a obrigações de confidencialidade e segurança;',
          'com autoridades públicas, em cumprimento de ordem judicial ou de requisição legalmente fundamentada;',
          'quando necessário ao exercício regular de direitos ou à proteção da segurança de Usuários e de terceiros.',
        ],
        closing: [
          'Alguns desses prestadores podem armazenar dados em servidores localizados fora do Brasil. Nesses casos, a transferência internacional observa os arts. 33 a 36 da LGPD.',
        ],
      },
      {
        title: 'Retenção, eliminação e segurança',
        paragraphs: [
          'Os dados pessoais são conservados enquanto a conta estiver ativa e apenas pelo tempo necessário às finalidades para as quais foram coletados.',
          'Quando o Usuário exclui ou desativa sua conta, o perfil e as Vagas publicadas deixam de ser exibidos em até 24 horas, e os dados pessoais são eliminados após 30 dias, exceto aqueles cuja conservação seja necessária ao cumprimento de obrigação legal ou regulatória, ao exercício regular de direitos ou às demais hipóteses do art. 16 da LGPD. Os registros de acesso a aplicações de internet, por exemplo, são mantidos pelo prazo de 6 meses exigido pelo art. 15 da Lei nº 12.965/2014 (Marco Civil da Internet).',
          'Adotamos medidas técnicas e administrativas aptas a proteger os dados pessoais contra acessos não autorizados e situações acidentais ou ilícitas de destruição, perda, alteração ou divulgação. Na ocorrência de incidente de segurança que possa acarretar risco ou dano relevante, os titulares afetados e a Autoridade Nacional de Proteção de Dados (ANPD) serão comunicados, nos termos do art. 48 da LGPD.',
        ],
      },
      {
        title: 'Direitos do titular e encarregado',
        paragraphs: [
          'Nos termos do art. 18 da LGPD, você pode solicitar, a qualquer momento e gratuitamente:',
        ],
        items: [
          'confirmação da existência de tratamento;',
          'acesso aos dados;',
          'correção de dados incompletos, inexatos ou desatualizados;',
          'anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a LGPD;',
          'portabilidade dos dados a outro fornecedor de serviço ou produto, mediante requisição expressa;',
          'eliminação dos dados tratados com base no consentimento, ressalvadas as hipóteses do art. 16 da LGPD;',
          'informação sobre as entidades públicas e privadas com as quais os dados foram compartilhados;',
          'informação sobre a possibilidade de não fornecer consentimento e sobre as consequências da negativa;',
          'revogação do consentimento;',
          'oposição a tratamento realizado com fundamento em outra base legal, em caso de descumprimento da LGPD.',
        ],
        closing: [
          `O encarregado pelo tratamento de dados pessoais (DPO) pode ser contatado pelo e-mail ${email}, canal pelo qual você pode exercer esses direitos, esclarecer dúvidas e apresentar reclamações. Para proteger seus dados, poderemos solicitar informações que confirmem sua identidade antes de atender ao pedido.`,
          'Você também pode peticionar à Autoridade Nacional de Proteção de Dados (ANPD), órgão responsável por zelar pela proteção de dados pessoais no Brasil, caso entenda que seus dados foram tratados em desacordo com a lei.',
        ],
      },
    ],
  };
}
