import { Box, Stack } from '@mui/material';

const cards = [0.9, 0.75, 0.85, 0.7];

/** An illustration of the app's job list on a phone, drawn with boxes so it costs no image bytes. */
export function PhoneMockup() {
  return (
    <Box
      role="img"
      aria-label="Tela do aplicativo mostrando uma lista de vagas para dentistas"
      sx={{
        width: { xs: 220, md: 260 },
        aspectRatio: '9 / 18',
        mx: 'auto',
        p: 1.25,
        borderRadius: 6,
        bgcolor: 'grey.900',
        boxShadow: 12,
      }}
    >
      <Stack
        spacing={1.25}
        sx={{
          height: '100%',
          borderRadius: 5,
          bgcolor: 'background.default',
          p: 1.5,
          overflow: 'hidden',
        }}
      >
        <Box sx={{ height: 14, width: '40%', borderRadius: 1, bgcolor: 'primary.main' }} />
        <Box
          sx={{
            height: 28,
            borderRadius: 2,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
          }}
        />
        {cards.map((width, i) => (
          <Stack
            key={i}
            spacing={0.75}
            sx={{ p: 1.25, borderRadius: 2, bgcolor: 'background.paper', boxShadow: 1 }}
          >
            <Box
              sx={{
                height: 9,
                width: `${width * 100}%`,
                borderRadius: 1,
                bgcolor: 'text.primary',
                opacity: 0.8,
              }}
            />
            <Stack direction="row" spacing={0.5}>
              <Box sx={{ height: 12, width: 44, borderRadius: 3, bgcolor: 'primary.light' }} />
              <Box sx={{ height: 12, width: 32, borderRadius: 3, bgcolor: 'secondary.light' }} />
            </Stack>
            <Box sx={{ height: 6, width: '95%', borderRadius: 1, bgcolor: 'grey.300' }} />
            <Box sx={{ height: 6, width: '70%', borderRadius: 1, bgcolor: 'grey.300' }} />
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
