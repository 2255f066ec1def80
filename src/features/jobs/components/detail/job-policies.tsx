import BusinessCenterRoundedIcon from '@mui/icons-material/BusinessCenterRounded';
import MedicalServicesRoundedIcon from '@mui/icons-material/MedicalServicesRounded';
import PlaceRoundedIcon from '@mui/icons-material/PlaceRounded';
import { Stack } from '@mui/material';

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

  return (
    <Stack spacing={2}>
      {cards.map((card) => (
        <PolicyCard key={card.title} {...card} />
      ))}
    </Stack>
  );
}
