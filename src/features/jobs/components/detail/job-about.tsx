import { Typography } from '@mui/material';

import { Prerendered } from '@/components/prerendered';

/** The description is plain text from the app: its line breaks are kept, nothing is parsed. */
export function JobAbout({ description }: { description: string }) {
  return (
    <Prerendered as="section" aria-labelledby="job-about-title" data={description}>
      <Typography id="job-about-title" variant="sectionTitle" sx={{ mb: 1.5 }}>
        Sobre a vaga
      </Typography>
      <Typography
        sx={{
          whiteSpace: 'pre-line',
          overflowWrap: 'anywhere',
          lineHeight: 1.7,
          color: description ? 'text.primary' : 'text.secondary',
        }}
      >
        {description || 'Não informado'}
      </Typography>
    </Prerendered>
  );
}
