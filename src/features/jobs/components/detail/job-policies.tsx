import BusinessCenterRoundedIcon from '@mui/icons-material/BusinessCenterRounded';
import MedicalServicesRoundedIcon from '@mui/icons-material/MedicalServicesRounded';
import PlaceRoundedIcon from '@mui/icons-material/PlaceRounded';
import { Stack } from '@mui/material';

import { Prerendered } from '@/components/prerendered';
import { type Job, type Labels, locationText, policyText } from '@/features/jobs/model';

import { PolicyCard } from './policy-card';

interface JobPoliciesProps {
  job: Job;
  labels: Labels;
}

export function JobPolicies({ job, labels }: JobPoliciesProps) {
  const cards = [
    {
      title: 'Política de trabalho',
      text: policyText(job.workFormatCodes, labels.workFormats),
      icon: <BusinessCenterRoundedIcon />,
    },
    {
      title: 'Política de materiais',
      text: policyText(job.materialCodes, labels.materials),
      icon: <MedicalServicesRoundedIcon />,
    },
    { title: 'Localização', text: locationText(job), icon: <PlaceRoundedIcon /> },
  ];

  // The texts are all the cards show: while they stay the same, so does the prerendered HTML.
  const shown = cards.map((card) => card.text).join('\n');
  return (
    <Prerendered data={shown}>
      <Stack spacing={2}>
        {cards.map((card) => (
          <PolicyCard key={card.title} {...card} />
        ))}
      </Stack>
    </Prerendered>
  );
}
