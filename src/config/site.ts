import { env } from './env';

export const site = {
  productName: env.productName,
  contactEmail: env.contactEmail,
  appStoreUrl: env.appStoreUrl,
  playStoreUrl: env.playStoreUrl,
  app: env.app,
  url: env.siteUrl,
  tagline:
    'Conectamos profissionais da odontologia a oportunidades em todo o Brasil, sem taxas nem comissões.',
  socialLinks: [
    { name: 'Instagram', href: 'https://www.instagram.com/' },
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { name: 'YouTube', href: 'https://www.youtube.com/' },
  ],
} as const;
