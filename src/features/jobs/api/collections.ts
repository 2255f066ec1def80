/** Collection and field names as the mobile app writes them. */
export const COLLECTIONS = {
  jobs: 'vagas',
  users: 'users',
  categories: 'categoriaperfil',
  specialties: 'especialidade',
  workFormats: 'formatrabalho',
  materials: 'material',
} as const;

export const JOB_LIST_LIMIT = 50;
export const CATEGORY_BATCH_SIZE = 5;
export const TOP_CATEGORIES = 3;
