import { HEAD_BLOCK, type HeadTag } from './head-tags';

const isComment = (node: Node, data: string) =>
  node.nodeType === Node.COMMENT_NODE && (node as Comment).data === data;

/** The comments around the page's own tags; a head without them gets them at its end. */
function headBlock(head: HTMLHeadElement): { start: ChildNode; end: ChildNode } {
  const nodes = [...head.childNodes];
  const start = nodes.find((node) => isComment(node, HEAD_BLOCK.start));
  const end = start && nodes.find((node) => isComment(node, HEAD_BLOCK.end));
  if (start && end) return { start, end };
  const document = head.ownerDocument;
  const block = {
    start: document.createComment(HEAD_BLOCK.start),
    end: document.createComment(HEAD_BLOCK.end),
  };
  head.append(block.start, block.end);
  return block;
}

function isTag(element: Element, tag: HeadTag): boolean {
  const names = Object.keys(tag.attributes);
  return (
    element.localName === tag.name &&
    element.attributes.length === names.length &&
    names.every((name) => element.getAttribute(name) === tag.attributes[name]) &&
    element.textContent === (tag.text ?? '')
  );
}

function createTag(document: Document, tag: HeadTag): Element {
  const element = document.createElement(tag.name);
  for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
  // A data script's JSON goes in as text: never parsed as markup, never run.
  if (tag.text !== undefined) element.textContent = tag.text;
  return element;
}

/**
 * Makes the page's block of <head> hold exactly `tags`: an element equal to a tag stays as it is
 * (a prerendered page's head is left untouched), a missing tag is added and any other element of
 * the block goes, so no tag is ever there twice.
 */
export function applyHeadTags(head: HTMLHeadElement, tags: readonly HeadTag[]): void {
  const { start, end } = headBlock(head);
  const current: Element[] = [];
  for (let node = start.nextSibling; node && node !== end; node = node.nextSibling) {
    if (node.nodeType === Node.ELEMENT_NODE) current.push(node as Element);
  }
  let previous: ChildNode = start;
  for (const tag of tags) {
    const index = current.findIndex((element) => isTag(element, tag));
    const element = index === -1 ? createTag(head.ownerDocument, tag) : current.splice(index, 1)[0];
    if (index === -1) previous.after(element);
    previous = element;
  }
  for (const stale of current) stale.remove();
}
