/**
 * The share image's source: 1200×630 HTML with inline SVG in the brand colours. Everything that
 * must stay legible when WhatsApp crops the preview to a centred square sits in the middle 600 px.
 */
import { brand } from '../src/theme/primitives.ts';

export const OG_SIZE = { width: 1200, height: 630 } as const;

/** The favicon's tooth, so the share image and the browser tab show the same mark. */
const TOOTH =
  'M20 16c-6 0-9 5-9 11 0 8 4 12 5 20 1 5 3 7 5 7 3 0 3-5 4-9s2-6 7-6 6 2 7 6 1 9 4 9c2 0 4-2 5-7 1-8 5-12 5-20 0-6-3-11-9-11-5 0-7 3-12 3s-7-3-12-3z';

const PIN =
  'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z';

/** A job card as the list shows one, drawn as shapes: a title, a category chip and a place. */
function jobCard(position: string, chip: string, titleWidths: readonly [number, number]): string {
  return `
  <svg class="card ${position}" viewBox="0 0 300 190" width="300" height="190" aria-hidden="true">
    <rect width="300" height="190" rx="22" fill="${brand.paper}"/>
    <rect x="22" y="22" width="48" height="48" rx="14" fill="${brand.teal.main}"/>
    <g transform="translate(28 28) scale(0.56)"><path d="${TOOTH}" fill="${brand.paper}"/></g>
    <rect x="84" y="28" width="${titleWidths[0]}" height="14" rx="7" fill="${brand.ink}"/>
    <rect x="84" y="52" width="${titleWidths[1]}" height="12" rx="6" fill="${brand.inkSoft}" opacity="0.45"/>
    <rect x="22" y="92" width="${chip.length * 9 + 28}" height="30" rx="15" fill="${brand.mist}"/>
    <text x="36" y="112" font-size="15" font-weight="700" fill="${brand.teal.dark}">${chip}</text>
    <g transform="translate(20 140) scale(1.05)"><path d="${PIN}" fill="${brand.coral.main}"/></g>
    <rect x="50" y="148" width="150" height="12" rx="6" fill="${brand.inkSoft}" opacity="0.45"/>
  </svg>`;
}

export function ogImageHtml(fontFaces: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<style>
  ${fontFaces}
  * { margin: 0; box-sizing: border-box; }
  html, body { width: ${OG_SIZE.width}px; height: ${OG_SIZE.height}px; overflow: hidden; }
  body {
    position: relative;
    font-family: 'Open Sans', 'DejaVu Sans', sans-serif;
    color: ${brand.paper};
    background:
      radial-gradient(circle at 50% 38%, rgba(255, 255, 255, 0.16), transparent 48%),
      linear-gradient(135deg, ${brand.teal.dark} 0%, ${brand.teal.main} 55%, ${brand.teal.light} 100%);
  }
  .card { position: absolute; filter: drop-shadow(0 18px 28px rgba(0, 0, 0, 0.28)); }
  .card text { font-family: inherit; }
  .card.back { opacity: 0.5; }
  .left-back { left: -24px; top: 60px; transform: rotate(-9deg) scale(0.86); }
  .left-front { left: 8px; top: 340px; transform: rotate(-5deg) scale(0.86); }
  .right-back { right: -24px; top: 370px; transform: rotate(8deg) scale(0.86); }
  .right-front { right: 8px; top: 88px; transform: rotate(5deg) scale(0.86); }
  main {
    position: absolute; inset: 0; display: flex; flex-direction: column;
    align-items: center; justify-content: center; text-align: center;
  }
  .mark { width: 116px; height: 116px; margin-bottom: 22px;
    filter: drop-shadow(0 10px 18px rgba(0, 0, 0, 0.25)); }
  h1 { font-size: 92px; font-weight: 700; letter-spacing: -2px; line-height: 1; }
  p.tagline { margin-top: 22px; font-size: 44px; font-weight: 600; line-height: 1.18;
    color: rgba(255, 255, 255, 0.94); }
  p.pill { margin-top: 30px; padding: 10px 28px; border-radius: 999px; font-size: 27px;
    font-weight: 700; color: ${brand.ink}; background: ${brand.coral.light}; }
</style>
</head>
<body>
  ${jobCard('left-back back', 'Prótese', [170, 120])}
  ${jobCard('left-front', 'Cirurgião-Dentista', [150, 110])}
  ${jobCard('right-back back', 'TSB', [160, 90])}
  ${jobCard('right-front', 'ASB', [180, 130])}
  <main>
    <svg class="mark" viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="16" fill="${brand.paper}"/>
      <path d="${TOOTH}" fill="${brand.teal.main}"/>
    </svg>
    <h1>OdontoVagas</h1>
    <p class="tagline">Vagas em odontologia<br>em todo o Brasil</p>
    <p class="pill">Sem taxas nem comissões</p>
  </main>
</body>
</html>`;
}
