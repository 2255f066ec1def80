import type { LegalContext, LegalDocument } from './types';

export const TERMS_EFFECTIVE_DATE = '2024-06-01';

export function termsOfService({ product, email }: LegalContext): LegalDocument {
  return {
    title: 'Termos de Serviço',
    effectiveDate: TERMS_EFFECTIVE_DATE,
    contactEmail: email,
    intro: `Estes Termos de Serviço regulam o acesso e o uso de ${product}, plataforma que aproxima profissionais da odontologia e clínicas odontológicas em todo o Brasil. Leia-os com atenção antes de utilizar o site ou o aplicativo.`,
    sections: [
      {
        title: 'Aceitação dos termos',
        paragraphs: [
          `Ao acessar o site, instalar o aplicativo ou criar uma conta em ${product}, você declara ter lido e compreendido estes Termos de Serviço e a Política de Privacidade, que os complementa, e concorda integralmente com ambos. Se não concordar com qualquer das condições aqui previstas, não utilize a Plataforma.`,
          'Quem utiliza a Plataforma em nome de uma clínica ou de outra pessoa jurídica declara ter poderes para aceitar estes Termos em nome dela, que ficará igualmente obrigada por suas disposições.',
        ],
      },
      {
        title: 'Definições',
        paragraphs: [
          'Para os fins destes Termos, as expressões abaixo, empregadas no singular ou no plural, têm os seguintes significados:',
        ],
        items: [
          `Plataforma: ${product}, compreendendo o site, os aplicativos para iOS e Android e os serviços oferecidos por meio deles.`,
          'Visitantes: pessoas que acessam o site sem criar conta e podem consultar as páginas públicas e a listagem de Vagas.',
          'Usuários: pessoas físicas ou jurídicas que criaram uma conta no aplicativo, abrangendo Profissionais e Clínicas.',
          'Profissionais: Usuários que atuam na área odontológica, como cirurgiões-dentistas, técnicos e auxiliares em saúde bucal e técnicos em prótese dentária, e utilizam a Plataforma para encontrar oportunidades, divulgar seu perfil profissional ou publicar Vagas.',
          'Clínicas: Usuários que representam consultórios, clínicas, laboratórios e demais estabelecimentos da área odontológica e utilizam a Plataforma para publicar Vagas e encontrar Profissionais.',
          'Vagas: anúncios de oportunidades de trabalho ou de prestação de serviços publicados por Usuários na Plataforma.',
        ],
      },
      {
        title: 'Cadastro e elegibilidade',
        paragraphs: [
          'A navegação no site é livre para Visitantes. Para utilizar os recursos do aplicativo, como publicar Vagas e entrar em contato com outros Usuários, é necessário criar uma conta. Ao se cadastrar, você se compromete a:',
        ],
        items: [
          'ter idade mínima de 16 anos; quem tiver entre 16 e 18 anos declara contar com a assistência de seus pais ou responsáveis legais, que também ficam vinculados a estes Termos;',
          'manter uma única conta, pois é permitida apenas uma conta por pessoa, física ou jurídica;',
          'identificar-se pelo seu nome real, sem pseudônimos, apelidos ou nomes de terceiros; no caso de Clínicas, pela razão social ou pelo nome fantasia efetivamente utilizado;',
          'fornecer informações verdadeiras, exatas e atualizadas, inclusive sobre sua formação e habilitação profissional, quando aplicável.',
        ],
        closing: [
          'A conta é pessoal e intransferível. Você é responsável pela guarda de suas credenciais de acesso e por todas as atividades realizadas em sua conta e deve comunicar imediatamente qualquer suspeita de uso não autorizado.',
        ],
      },
      {
        title: 'Uso da plataforma e conduta',
        paragraphs: [
          'A Plataforma deve ser utilizada de boa-fé, em conformidade com a legislação vigente, com estes Termos e com as normas éticas aplicáveis às profissões da odontologia. É vedado a Usuários e Visitantes:',
        ],
        items: [
          'fornecer informações falsas ou fazer-se passar por outra pessoa, profissional ou estabelecimento;',
          'publicar conteúdo ilícito, ofensivo, discriminatório, enganoso ou que viole direitos de terceiros;',
          'divulgar Vagas inexistentes, com condições ilegais ou com o propósito de obter dados pessoais de outros Usuários;',
          'enviar mensagens não solicitadas, correntes ou publicidade em massa;',
          'coletar dados de outros Usuários por meios automatizados, como robôs ou raspagem de dados, ou utilizá-los para finalidade diversa do contato profissional;',
          'interferir no funcionamento da Plataforma, contornar suas medidas de segurança ou tentar acessar áreas restritas sem autorização.',
        ],
        closing: [
          'O descumprimento dessas regras pode resultar na remoção de conteúdo e na suspensão ou no encerramento da conta, nos termos da seção 8, sem prejuízo das medidas legais cabíveis.',
        ],
      },
      {
        title: 'Publicação de vagas e conteúdo dos usuários',
        paragraphs: [
          'O Usuário que publica uma Vaga é o único responsável por seu conteúdo, incluindo a descrição das atividades, a localização, a forma de trabalho, a política de materiais e as demais condições oferecidas, bem como pela veracidade e pela legalidade dessas informações.',
          'As Vagas devem corresponder a oportunidades reais e atuais, observar a legislação trabalhista e as normas do exercício profissional e não conter exigências discriminatórias relativas a gênero, idade, raça, cor, religião, orientação sexual, deficiência ou qualquer outra condição pessoal, ressalvadas as hipóteses admitidas em lei.',
          'As Vagas são públicas: podem ser exibidas a qualquer pessoa no site e no aplicativo, com o nome de quem as publicou. Ao publicar conteúdo, o Usuário concede à Plataforma licença gratuita, não exclusiva e válida enquanto o conteúdo permanecer publicado, para hospedá-lo, reproduzi-lo e exibi-lo, exclusivamente para viabilizar o funcionamento e a divulgação da Plataforma.',
          `A Plataforma não revisa previamente as Vagas, mas pode remover, a qualquer tempo, conteúdo que viole estes Termos ou a lei ou que seja objeto de denúncia fundamentada. Qualquer pessoa pode comunicar conteúdo irregular pelo e-mail ${email}.`,
        ],
      },
      {
        title: 'Relação entre as partes',
        paragraphs: [
          `${product} apenas conecta Profissionais e Clínicas. A Plataforma não cobra taxas nem comissões de Visitantes ou Usuários, seja pelo cadastro, pela publicação de Vagas ou pelas contratações que delas resultarem.`,
          'A Plataforma não é parte nas negociações nem nas relações de trabalho ou de prestação de serviços estabelecidas entre Usuários, não atua como empregadora, agência de recrutamento ou tomadora de serviços e não garante a contratação, a remuneração ou o cumprimento das condições anunciadas.',
          'Cabe exclusivamente aos Usuários verificar a identidade, a habilitação profissional, inclusive a inscrição no Conselho Regional de Odontologia quando exigida, e a idoneidade uns dos outros, bem como ajustar e cumprir as condições de trabalho e as obrigações trabalhistas, previdenciárias, tributárias e contratuais decorrentes da relação que estabelecerem.',
        ],
      },
      {
        title: 'Propriedade intelectual',
        paragraphs: [
          `A marca ${product}, os logotipos, o design, os textos, as imagens, o software e os demais elementos da Plataforma, exceto o conteúdo publicado pelos Usuários, pertencem aos seus respectivos titulares e são protegidos pela legislação de propriedade intelectual, em especial pelas Leis nº 9.279/1996, nº 9.609/1998 e nº 9.610/1998.`,
          'A Plataforma concede a Usuários e Visitantes licença pessoal, limitada, não exclusiva, intransferível e revogável para utilizá-la de acordo com estes Termos. É vedado copiar, modificar, distribuir, submeter a engenharia reversa ou explorar comercialmente qualquer desses elementos sem autorização prévia e por escrito.',
          'O Usuário conserva a titularidade do conteúdo que publicar e declara possuir todos os direitos necessários para publicá-lo.',
        ],
      },
      {
        title: 'Suspensão e encerramento de conta',
        paragraphs: [
          `O Usuário pode encerrar sua conta a qualquer momento, pelos meios disponíveis no aplicativo ou mediante solicitação enviada ao e-mail ${email}.`,
          'A Plataforma pode suspender ou encerrar a conta do Usuário que violar estes Termos ou a legislação, fornecer informações falsas ou adotar conduta que coloque em risco outros Usuários ou terceiros, bem como remover as Vagas e o conteúdo a ela associados. Sempre que possível, e desde que não haja impedimento legal ou risco à segurança, o Usuário será informado do motivo e poderá apresentar esclarecimentos pelo mesmo e-mail.',
          'Com a desativação da conta, por iniciativa do Usuário ou da Plataforma, o perfil e as Vagas publicadas deixam de ser exibidos, e os dados associados à conta são mantidos por até 90 dias contados da desativação, sendo eliminados até o fim desse prazo, ressalvada a conservação exigida por obrigação legal ou regulatória ou necessária ao exercício regular de direitos. A Política de Privacidade detalha os prazos de ocultação do perfil e de eliminação dos dados pessoais.',
        ],
      },
      {
        title: 'Limitação de responsabilidade',
        paragraphs: [
          'A Plataforma é oferecida no estado em que se encontra e pode sofrer interrupções para manutenção, atualização ou por fatores alheios ao seu controle; não há garantia de funcionamento ininterrupto ou livre de erros. Na máxima extensão permitida pela legislação aplicável, a Plataforma não se responsabiliza:',
        ],
        items: [
          'pela veracidade, exatidão ou legalidade das Vagas, dos perfis e dos demais conteúdos publicados por Usuários;',
          'pela conduta de Usuários e Visitantes, dentro ou fora da Plataforma, nem pelo resultado de processos seletivos, negociações ou contratações;',
          'pelo cumprimento das obrigações trabalhistas, previdenciárias, tributárias, contratuais ou éticas assumidas entre Usuários;',
          'por danos decorrentes de caso fortuito ou força maior, de falhas de conexão, de equipamentos ou de serviços de terceiros, ou do uso indevido da conta por culpa do próprio Usuário.',
        ],
        closing: [
          'Nada nestes Termos afasta direitos que não possam ser limitados por lei, inclusive os assegurados pelo Código de Defesa do Consumidor, quando aplicável.',
        ],
      },
      {
        title: 'Alterações, lei aplicável e contato',
        paragraphs: [
          'Estes Termos podem ser atualizados a qualquer tempo para refletir mudanças na Plataforma ou na legislação. A versão vigente estará sempre disponível nesta página, com a respectiva data de início de vigência, e as alterações relevantes serão comunicadas pelos meios disponíveis na Plataforma antes de entrarem em vigor. O uso continuado da Plataforma após essa data implica concordância com a nova versão.',
          'Estes Termos são regidos pela legislação brasileira. Fica eleito o foro do domicílio do Usuário para dirimir quaisquer controvérsias deles decorrentes, ressalvadas as hipóteses de competência definida em lei.',
          `Dúvidas, sugestões, denúncias e solicitações relativas a estes Termos podem ser enviadas para ${email}.`,
        ],
      },
    ],
  };
}
