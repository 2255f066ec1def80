import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import { Link } from '@mui/material';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';

/** Set by the job list on its card links: the list's own search string (its filters). */
interface FromListState {
  fromList?: unknown;
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * 'Voltar para vagas'. A visitor who came from the list goes back in history, so the list keeps
 * its filters and scroll position; the href still names the filtered list for new tabs and
 * visitors who arrived straight on this page.
 */
export function BackToJobsLink() {
  const location = useLocation();
  const navigate = useNavigate();
  const fromList = (location.state as FromListState | null)?.fromList;
  // 'default' is the key of the first page of the visit: there is nothing to go back to.
  const canGoBack = typeof fromList === 'string' && location.key !== 'default';

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!canGoBack || !isPlainClick(event)) return;
    event.preventDefault();
    void navigate(-1);
  };

  return (
    <Link
      component={RouterLink}
      to={paths.jobs.getHref(typeof fromList === 'string' ? fromList : '')}
      onClick={handleClick}
      color="inherit"
      underline="hover"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        fontWeight: 600,
        borderRadius: (theme) => theme.shape.control,
      }}
    >
      <ArrowBackRoundedIcon fontSize="small" aria-hidden />
      Voltar para vagas
    </Link>
  );
}
