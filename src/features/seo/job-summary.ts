import { type Job, type Labels, locationText } from '@/features/jobs';

/** The category's name, or null when the job has none or the lookup does not know its code. */
export function categoryName(job: Job, labels: Labels): string | null {
  return job.categoryCode ? (labels.categories.get(job.categoryCode) ?? null) : null;
}

/** 'bairro - cidade, UF' as the page shows it, or null when the job gives no place at all. */
export function placeText(job: Job): string | null {
  return job.city || job.state ? locationText(job) : null;
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR');
}

/**
 * The job's title as a link preview shows it: with its city and state added unless the title
 * already names the city, so a WhatsApp card says where the job is without repeating itself.
 */
export function jobSocialTitle(job: Job): string {
  if (!job.city) return job.state ? `${job.title} – ${job.state}` : job.title;
  const city = job.state ? `${job.city}, ${job.state}` : job.city;
  return fold(job.title).includes(fold(job.city)) ? job.title : `${job.title} – ${city}`;
}

/** 'Cirurgião-Dentista em Moema - São Paulo, SP', or whichever half the job has. */
export function jobTagline(job: Job, labels: Labels): string | null {
  const category = categoryName(job, labels);
  const place = placeText(job);
  if (category && place) return `${category} em ${place}`;
  return category ?? (place ? `Vaga em ${place}` : null);
}
