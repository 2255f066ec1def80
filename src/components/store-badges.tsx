import { SvgIcon, type SvgIconProps } from '@mui/material';

/** Simple glyphs drawn for this site (not the stores' artwork), shown inside the store buttons. */
export function AppleGlyph(props: SvgIconProps) {
  return (
    <SvgIcon {...props} viewBox="0 0 24 24">
      <path d="M16.4 12.6c0-2.2 1.8-3.3 1.9-3.4-1-1.5-2.6-1.7-3.2-1.7-1.4-.1-2.6.8-3.3.8-.7 0-1.7-.8-2.9-.8-1.5 0-2.9.9-3.6 2.2-1.6 2.7-.4 6.7 1.1 8.9.7 1.1 1.6 2.3 2.8 2.2 1.1 0 1.5-.7 2.9-.7 1.3 0 1.7.7 2.9.7 1.2 0 2-1.1 2.7-2.2.9-1.2 1.2-2.4 1.2-2.5 0 0-2.5-.9-2.5-3.5zM14.2 6c.6-.7 1-1.7.9-2.7-.9 0-1.9.6-2.6 1.3-.6.6-1.1 1.6-.9 2.6 1 .1 2-.5 2.6-1.2z" />
    </SvgIcon>
  );
}

export function PlayGlyph(props: SvgIconProps) {
  return (
    <SvgIcon {...props} viewBox="0 0 24 24">
      <path d="M4 3.5v17c0 .4.4.7.8.5l14.5-8.1c.4-.2.4-.8 0-1L4.8 3c-.4-.2-.8.1-.8.5z" />
    </SvgIcon>
  );
}
