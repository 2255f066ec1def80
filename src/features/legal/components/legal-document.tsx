import { Box, Container, Link, Typography } from '@mui/material';

import { PageHero } from '@/components/page-hero';
import { Prerendered } from '@/components/prerendered';

import { formatEffectiveDate, splitAround } from '../format';
import type { LegalDocument, LegalSection } from '../types';

const bodyText = { mb: 2, lineHeight: 1.7 } as const;

/** Text in which every occurrence of the contact e-mail becomes a mailto link. */
function LinkedText({ text, email }: { text: string; email: string }) {
  return splitAround(text, email).map((part, index) =>
    index % 2 === 1 ? (
      <Link key={index} href={`mailto:${email}`}>
        {part}
      </Link>
    ) : (
      part
    ),
  );
}

function Paragraphs({ texts, email }: { texts: string[]; email: string }) {
  return texts.map((text) => (
    <Typography key={text} sx={bodyText}>
      <LinkedText text={text} email={email} />
    </Typography>
  ));
}

function SectionView({
  section,
  number,
  email,
}: {
  section: LegalSection;
  number: number;
  email: string;
}) {
  const headingId = `secao-${number}-titulo`;
  return (
    <Box component="section" id={`secao-${number}`} aria-labelledby={headingId} sx={{ mb: 5 }}>
      <Typography variant="h3" component="h2" id={headingId} sx={{ mb: 2 }}>
        {`${number}. ${section.title}`}
      </Typography>
      <Paragraphs texts={section.paragraphs} email={email} />
      {section.items && (
        <Box component="ul" sx={{ pl: 3, mt: 0, mb: 2 }}>
          {section.items.map((item) => (
            <Typography key={item} component="li" sx={{ ...bodyText, mb: 1 }}>
              <LinkedText text={item} email={email} />
            </Typography>
          ))}
        </Box>
      )}
      {section.closing && <Paragraphs texts={section.closing} email={email} />}
    </Box>
  );
}

/** Renders a legal text: a dark title band under the fixed navbar, then the numbered sections. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const email = document.contactEmail;
  return (
    <Box component="article" aria-labelledby="documento-titulo">
      <PageHero maxWidth="md" data={document}>
        <Typography variant="h1" id="documento-titulo" sx={{ mb: 1.5 }}>
          {document.title}
        </Typography>
        <Typography sx={{ opacity: 0.9 }}>
          Em vigor desde{' '}
          <time dateTime={document.effectiveDate}>
            {formatEffectiveDate(document.effectiveDate)}
          </time>
        </Typography>
      </PageHero>
      <Prerendered data={document}>
        <Container maxWidth="md" sx={{ py: { xs: 5, md: 7 } }}>
          {document.intro && (
            <Typography sx={{ ...bodyText, mb: 5, color: 'text.secondary' }}>
              <LinkedText text={document.intro} email={email} />
            </Typography>
          )}
          {document.sections.map((section, index) => (
            <SectionView key={section.title} section={section} number={index + 1} email={email} />
          ))}
        </Container>
      </Prerendered>
    </Box>
  );
}
