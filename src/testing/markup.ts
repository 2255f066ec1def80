import fc from 'fast-check';

/** Parsers and generators for tests of the markup the build writes (heads, feeds, sitemaps). */

/** Parses markup as a browser or feed reader would; throws on anything not well-formed XML. */
export function parseXml(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Not well-formed XML: ${error.textContent}`);
  return document;
}

/** The head tags inside a whole HTML page, parsed by the HTML parser. */
export function parseHead(tags: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${tags}</head><body></body></html>`,
    'text/html',
  );
}

/**
 * Any UTF-16 text another app could store, weighted towards what breaks markup: control
 * characters, lone surrogates, markup characters, plus letters and emoji. (fast-check's own
 * 'binary' unit takes seconds to warm up.)
 */
export function anyText(maxLength: number): fc.Arbitrary<string> {
  const unit = fc.oneof(
    fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
    fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
    fc.constantFrom('<', '>', '&', '"', "'", ']]>', '<!--', '\uFFFE', '\uFFFF'),
    fc.integer({ min: 0x20, max: 0x10ffff }).map((code) => String.fromCodePoint(code)),
  );
  return fc.array(unit, { maxLength }).map((units) => units.join(''));
}
