import { paths } from '@/config/paths';

import type { PageHead, SiteInfo } from './types';

/**
 * Each route's head, in each of its states. The titles are the ones the pages have always had;
 * descriptions are cut to snippet length by renderHeadTags.
 */

export function homeHead(site: SiteInfo): PageHead {
  return {
    title: `${site.productName} | Vagas de emprego em odontologia`,
    description:
      'Vagas para profissionais da odontologia em todo o Brasil. Baixe o app e conecte-se a clínicas sem taxas nem comissões.',
    path: paths.home.getHref(),
  };
}

export function termsHead(site: SiteInfo): PageHead {
  return {
    title: `Termos de Serviço | ${site.productName}`,
    description: `Os Termos de Serviço do ${site.productName}: cadastro, uso do site e do aplicativo, publicação de vagas e a relação entre profissionais e clínicas.`,
    path: paths.terms.getHref(),
  };
}

export function privacyHead(site: SiteInfo): PageHead {
  return {
    title: `Política de Privacidade | ${site.productName}`,
    description: `Como o ${site.productName} trata os dados pessoais de quem visita o site e usa o aplicativo, conforme a LGPD, e como exercer os seus direitos.`,
    path: paths.privacy.getHref(),
  };
}

export function jobsHead(site: SiteInfo): PageHead {
  return {
    title: `Vagas | ${site.productName}`,
    description:
      'Vagas para cirurgiões-dentistas, técnicos e auxiliares em saúde bucal, protéticos e recepcionistas em todo o Brasil. Filtre por categoria, estado, cidade e bairro.',
    path: paths.jobs.getHref(),
  };
}

export function jobLoadingHead(jobId: string, site: SiteInfo): PageHead {
  return {
    title: `Carregando vaga | ${site.productName}`,
    description: `Detalhes de uma vaga em odontologia publicada no ${site.productName}.`,
    path: paths.job.getHref(jobId),
  };
}

/** A job that no longer exists is a soft 404: kept out of search results, like the 404 page. */
export function jobNotFoundHead(jobId: string, site: SiteInfo): PageHead {
  return {
    title: `Vaga não encontrada | ${site.productName}`,
    description: `Esta vaga não está mais disponível. Veja as outras vagas em odontologia no ${site.productName}.`,
    path: paths.job.getHref(jobId),
    noindex: true,
  };
}

/** A failed read is temporary: the page must stay indexable for when the job loads again. */
export function jobErrorHead(jobId: string, site: SiteInfo): PageHead {
  return {
    title: `Erro ao buscar dados | ${site.productName}`,
    description: `Não foi possível carregar esta vaga agora. Tente novamente em instantes.`,
    path: paths.job.getHref(jobId),
  };
}

export function notFoundHead(path: string, site: SiteInfo): PageHead {
  return {
    title: `Página não encontrada | ${site.productName}`,
    description: `O endereço que você abriu não existe ou mudou de lugar. Veja as vagas em odontologia no ${site.productName}.`,
    path,
    noindex: true,
  };
}
