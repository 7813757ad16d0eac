// The help pages' text: Markdown files reviewed like code, content/help/{en,fr,rw}/{slug}.md at the repository's
// root, rendered to HTML on the server with markdown-it (docs/decisions/0029-public-pages-and-help.md). Raw HTML
// in a file is escaped, not passed through (html: false), and markdown-it refuses javascript: and data: links,
// so a slip in a file cannot put a script on the page. Each page is read and rendered once per process.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import MarkdownIt from 'markdown-it';
import { HELP_SLUGS, isHelpSlug, type HelpPage, type HelpSlug, type Locale } from '@ikaze/domain';
import { shorten } from './html.ts';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** content/help, found from this file in the sources (src/modules/public-pages) or the bundle (dist). */
export function findHelpContentDir(start = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = start, depth = 0; depth < 8; dir = resolve(dir, '..'), depth += 1) {
    const candidate = join(dir, 'content', 'help');
    if (existsSync(join(candidate, 'en', `${HELP_SLUGS[0]}.md`))) return candidate;
  }
  throw new Error(`content/help not found above ${start}`);
}

/** The first `# ` heading is the page's title; the first paragraph, flattened, its description. */
export function renderHelpMarkdown(source: string): { title: string; description: string; html: string } {
  const tokens = markdown.parse(source, {});
  const headingAt = tokens.findIndex((t) => t.type === 'heading_open' && t.tag === 'h1');
  const title = headingAt >= 0 ? (tokens[headingAt + 1]?.content ?? '') : '';
  const paragraphAt = tokens.findIndex((t) => t.type === 'paragraph_open');
  const firstParagraph = paragraphAt >= 0 ? (tokens[paragraphAt + 1]?.content ?? '') : '';
  // The description is text: Markdown's marks ([links](…), **bold**) dropped.
  const description = shorten(
    firstParagraph.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`]/g, ''),
    160,
  );
  return { title, description, html: markdown.renderer.render(tokens, markdown.options, {}) };
}

export interface HelpLibrary {
  page(slug: string, locale: Locale): HelpPage | null;
}

/** The help pages of a folder; a page missing in a language is a fault of the build, shown at the first ask. */
export function helpLibrary(root = findHelpContentDir()): HelpLibrary {
  const pages = new Map<string, HelpPage>();
  const load = (slug: HelpSlug, locale: Locale): HelpPage => {
    const rendered = renderHelpMarkdown(readFileSync(join(root, locale, `${slug}.md`), 'utf8'));
    return { slug, locale, ...rendered };
  };
  return {
    page(slug, locale) {
      if (!isHelpSlug(slug)) return null;
      const key = `${locale}/${slug}`;
      let page = pages.get(key);
      if (!page) pages.set(key, (page = load(slug, locale)));
      return page;
    },
  };
}
