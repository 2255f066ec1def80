import { describe, expect, it } from 'vitest';

import { chunkFiles, entryImports, fillTemplate, shellOf } from './template.ts';

const template = `<html><head><meta charset="UTF-8" />
<!--app-head--><title>Padrão</title><!--/app-head-->
<!--app-styles--></head><body><div id="root"><!--app-html--></div><!--app-state-->
<link rel="modulepreload" crossorigin href="/assets/vendor.js">
<script type="module" crossorigin src="/assets/index.js"></script></body></html>`;

const page = {
  headTags: '<title>Vaga | Site</title>',
  styles: '<style data-emotion="css abc">.css-abc{color:red}</style>',
  html: '<main><h1>Vaga</h1></main>',
  state: '{"queries":[]}',
  route: 'job',
  preload: ['/assets/job.js'],
};

describe('placing a rendered page into the built index.html', () => {
  it('puts head, styles, markup, state and preloads where they belong', () => {
    const html = fillTemplate(template, page);
    expect(html).toContain('<title>Vaga | Site</title>');
    expect(html).not.toContain('Padrão');
    // The scripts start from public/boot.js once the page has painted; it also preloads the file
    // saying when the data was read.
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    // In the head, async: on a long page it runs while the rest is still being parsed.
    expect(html).toContain(
      '</style><script src="/boot.js" async data-entry="/assets/index.js" data-preload="/assets/vendor.js /assets/job.js" data-stamp="/data-stamp.json"></script></head>',
    );
    expect(html).toContain('<div id="root"><main><h1>Vaga</h1></main></div>');
    expect(html).toContain(
      '<script type="application/json" id="estado-inicial" data-route="job">{"queries":[]}</script>',
    );
  });

  it("lists the files of the page it leads to on the boot script's tag, when it has one", () => {
    const html = fillTemplate(template, { ...page, route: 'jobs', next: ['/assets/job.js'] });
    expect(html).toContain(
      'data-preload="/assets/vendor.js /assets/job.js" data-next="/assets/job.js" data-stamp=',
    );
    expect(fillTemplate(template, { ...page, next: [] })).not.toContain('data-next');
  });

  it('takes the page text literally, even where it looks like a replacement pattern', () => {
    const html = fillTemplate(template, { ...page, html: '<p>R$ 3.950,00 $& $1</p>' });
    expect(html).toContain('<p>R$ 3.950,00 $& $1</p>');
  });

  it('refuses a template that lost a marker', () => {
    expect(() => fillTemplate(template.replace('<!--app-html-->', ''), page)).toThrow(/app-html/);
  });

  it('makes the SPA shell: default head, empty root', () => {
    const shell = shellOf(template);
    expect(shell).toContain('<title>Padrão</title>');
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toMatch(/<!--app-(styles|html|state)-->/);
    // The browser writes the page's head between these.
    expect(shell).toContain('<!--app-head--><title>Padrão</title><!--/app-head-->');
    expect(shellOf(template, ['/assets/a.js'])).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/a.js">',
    );
  });

  it('preloads what the entry imports as it starts, and what those import', () => {
    const manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        dynamicImports: ['src/a.tsx', 'src/b.tsx'],
      },
      'src/a.tsx': { file: 'assets/a.js', imports: ['_c.js'] },
      'src/b.tsx': { file: 'assets/b.js', imports: ['_c.js'] },
      '_c.js': { file: 'assets/c.js' },
      'src/app/routes/job.tsx': { file: 'assets/job.js' },
    };
    expect(entryImports(manifest)).toEqual(['/assets/a.js', '/assets/c.js', '/assets/b.js']);
  });

  it('preloads a route chunk with everything it imports, once each', () => {
    const manifest = {
      'src/app/routes/job.tsx': { file: 'assets/job.js', imports: ['_a.js', '_b.js'] },
      '_a.js': { file: 'assets/a.js', imports: ['_b.js'] },
      '_b.js': { file: 'assets/b.js', imports: ['_a.js'] },
    };
    expect(chunkFiles(manifest, 'src/app/routes/job.tsx')).toEqual([
      '/assets/job.js',
      '/assets/a.js',
      '/assets/b.js',
    ]);
    expect(chunkFiles(manifest, 'src/app/routes/nada.tsx')).toEqual([]);
  });
});
