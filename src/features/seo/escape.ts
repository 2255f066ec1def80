const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * XML 1.0 forbids these characters even as references, and an XML parser rejects the whole feed
 * for one of them; job texts are typed in another app, so they may hold any of them.
 */
const NOT_XML_CHARACTER =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text as a parser reads it back from escapeMarkup's output: without the characters it drops, and
 * with line breaks as the HTML parser normalizes them. The browser compares and writes head tags
 * with it, so they equal the prerendered ones.
 */
export function markupText(text: string): string {
  return text.replace(NOT_XML_CHARACTER, '').replace(/\r\n?/g, '\n');
}

/** Text safe inside an HTML or XML element and inside a double- or single-quoted attribute. */
export function escapeMarkup(text: string): string {
  return text.replace(NOT_XML_CHARACTER, '').replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

/**
 * JSON for an inline <script>: `<` as \u003c means no `</script>` or `<!--` inside a string can
 * end the element early; U+2028/U+2029 are escaped for old JavaScript parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
