import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { NO_APP } from '@/config/env-schema';
import { labels, seededJob, testSite } from '@/testing/data';
import { anyText } from '@/testing/markup';

import { applyHeadTags } from './apply-head';
import { HEAD_BLOCK, headTags, renderHeadTags, tagMarkup } from './head-tags';
import { jobHead } from './job-head';
import { jobsHead, notFoundHead } from './route-heads';
import type { PageHead } from './types';

const site = { ...testSite, app: { ...NO_APP, iosAppId: '1234567890' } };
const BUILD_TAGS = '<meta charset="UTF-8"><link rel="icon" href="/favicon.svg">';
/** index.html's default head block, as the SPA shell carries it. */
const SHELL_BLOCK = `<!--${HEAD_BLOCK.start}--><title>Vagas em odontologia</title><meta name="description" content="Vagas."><!--${HEAD_BLOCK.end}-->`;

function page(headMarkup: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${BUILD_TAGS}${headMarkup}<style>p{}</style></head><body></body></html>`,
    'text/html',
  );
}

/** The elements of the head block, as markup: what the page's head now says. */
function blockTags(doc: Document): string[] {
  const tags: string[] = [];
  let inside = false;
  for (const node of doc.head.childNodes) {
    if (node.nodeType === Node.COMMENT_NODE) inside = (node as Comment).data === HEAD_BLOCK.start;
    else if (inside && node.nodeType === Node.ELEMENT_NODE) tags.push((node as Element).outerHTML);
  }
  return tags;
}

/** What the same tags look like parsed from the prerender's markup. */
const prerendered = (head: PageHead) => blockTags(page(renderHeadTags(head, site)));

/** Runs `change` and answers every mutation it made to the head. */
function mutations(doc: Document, change: () => void): MutationRecord[] {
  const observer = new MutationObserver(() => {});
  observer.observe(doc.head, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  change();
  const records = observer.takeRecords();
  observer.disconnect();
  return records;
}

const job = jobHead(seededJob, labels, null, site);

describe('applyHeadTags', () => {
  it('leaves a prerendered head untouched, whatever text it holds', () => {
    const text = anyText(80);
    fc.assert(
      fc.property(text, text, text, text, (title, socialTitle, description, jsonText) => {
        const head: PageHead = {
          ...job,
          title,
          socialTitle,
          description,
          jsonLd: { '@type': 'JobPosting', title: jsonText },
        };
        const doc = page(renderHeadTags(head, site));
        expect(mutations(doc, () => applyHeadTags(doc.head, headTags(head, site)))).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it("turns the SPA shell's default head into the page's full head, as the prerender writes it", () => {
    const doc = page(SHELL_BLOCK);
    applyHeadTags(doc.head, headTags(job, site));
    expect(blockTags(doc)).toEqual(prerendered(job));
    expect(doc.title).toBe(job.title);
    expect(doc.head.querySelectorAll('title')).toHaveLength(1);
    const posting = doc.head.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(posting?.textContent ?? '')).toEqual(job.jsonLd);
  });

  it('follows navigation: tags another page lacks go, equal ones stay the same elements', () => {
    const doc = page(renderHeadTags(job, site));
    const feed = doc.head.querySelector('link[rel="alternate"]');
    const missing = notFoundHead('/nada', site);
    applyHeadTags(doc.head, headTags(missing, site));
    expect(blockTags(doc)).toEqual(prerendered(missing));
    expect(doc.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(doc.head.querySelector('link[rel="alternate"]')).toBe(feed);

    applyHeadTags(doc.head, headTags(jobsHead(site), site));
    expect(blockTags(doc)).toEqual(prerendered(jobsHead(site)));
    expect(doc.head.querySelectorAll('meta[name="robots"]')).toHaveLength(0);
  });

  it("never touches the build's own tags around the block", () => {
    const doc = page(SHELL_BLOCK);
    const outside = () =>
      [...doc.head.children].filter((element) => !blockTags(doc).includes(element.outerHTML));
    const before = outside();
    applyHeadTags(doc.head, headTags(job, site));
    expect(outside()).toEqual(before);
    expect(before.map((element) => element.localName)).toEqual(['meta', 'link', 'style']);
  });

  it('writes JSON-LD as the prerender escapes it: data no string inside can break out of', () => {
    const hostile = { '@type': 'JobPosting', title: '</script><script>alert(1)</script><!--' };
    const doc = page(SHELL_BLOCK);
    applyHeadTags(doc.head, headTags({ ...job, jsonLd: hostile }, site));
    const scripts = doc.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0].outerHTML).toBe(
      tagMarkup(headTags({ ...job, jsonLd: hostile }, site).at(-1)!),
    );
    expect(JSON.parse(scripts[0].textContent ?? '')).toEqual(hostile);
  });

  it('gives a head without a block one, and never repeats a tag when applied again', () => {
    const doc = page('');
    applyHeadTags(doc.head, headTags(job, site));
    applyHeadTags(doc.head, headTags(job, site));
    expect(blockTags(doc)).toEqual(prerendered(job));
    expect(doc.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });
});
