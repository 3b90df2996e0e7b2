import remarkRehype from 'remark-rehype';
import { type PluggableList, unified } from 'unified';
import type { Frontmatter, MarkdownConfig } from '../../shared/types';
import type { ContentText } from './content-text';
import type { PageCollector } from './collector';
import type { HighlightBlock } from './highlight-block';
import type { VersionLinks } from '../../shared/versions';
import { rehypeCode } from './rehype-code';
import { rehypeExternalLinks } from './rehype-external-links';
import { rehypeTaskListLabels } from './rehype-task-list-labels';
import rehypeSlug from 'rehype-slug';
import { rehypeCustomHeadingIds, rehypeHeadingIds, rehypeVitepressSlug } from './rehype-heading-ids';
import { rehypeHtmlLinks } from './rehype-html-links';
import { rehypeImages } from './rehype-images';
import { rehypeRawHtml } from './rehype-raw-html';
import { BUILT_IN_CONTAINERS } from './built-in-directives';
import { componentNames } from './components-module';
import { remarkBadge } from './remark-badge';
import { remarkComponents } from './remark-components';
import { remarkCodeGroup } from './remark-code-group';
import { remarkContainers } from './remark-containers';
import { remarkDirectiveFallback } from './remark-directive-fallback';
import { remarkJsxInline } from './remark-jsx-inline';
import { remarkLinks } from './remark-links';
import { remarkMdxComments } from './remark-mdx-comments';
import { remarkOutlineExclusion } from './remark-outline-exclusion';
import { remarkPackageManager } from './remark-package-manager';
import { remarkProtocolAutolinks } from './remark-protocol-autolinks';
import { remarkTabs } from './remark-tabs';
import { remarkTocMarker } from './remark-toc-marker';
import { remarkFrontmatterValues } from './remark-frontmatter-values';
import { remarkCodeImport } from './remark-code-import';
import { rehypeTableOfContents } from './rehype-table-of-contents';
import { rehypeOtherStyleAnchors } from './rehype-other-style-anchors';
import { markdownSyntax } from './markdown-syntax';

export interface PipelineOptions {
  collector: PageCollector;
  /** in the language the page is written in */
  text: ContentText;
  routePath: string;
  langPrefix: string;
  /** a site with versions: how root links name them */
  versionLinks?: VersionLinks;
  /** absolute path of the Markdown file */
  filePath: string;
  /**
   * absolute path of the folder `<<< @/…` code imports start from and never leave: the content
   * folder, or on a site with versions the page's version folder
   */
  contentDir: string;
  /** a site with versions: the page's version, which messages about that folder name */
  version?: string;
  frontmatter: Frontmatter;
  markdown: MarkdownConfig;
  highlight?: HighlightBlock;
  /** the Markdown the pipeline parses (the page's text, its front matter and MDX taken out) */
  body: string;
  toSourceOffset: (line: number, column: number) => number;
}

/** The ordered list of plugins; the only place their order is decided. */
export function createPipeline(options: PipelineOptions) {
  const { collector } = options;
  const { text } = options;
  const links = { collector, routePath: options.routePath, langPrefix: options.langPrefix, versionLinks: options.versionLinks };
  const headingIds = options.markdown.headingIds ?? 'github';
  const components = componentNames(options.markdown.components);
  return (
    unified()
      // the syntax adds no tree transform but the nesting limit's, which runs as the tree is made
      .use(markdownSyntax(collector, components, options.body))
      .use(remarkProtocolAutolinks)
      // VitePress's spellings: a whole paragraph each, before directives can nest them
      .use(remarkCodeImport, { collector, filePath: options.filePath, contentDir: options.contentDir, version: options.version })
      .use(remarkTocMarker, { collector })
      .use(remarkFrontmatterValues, { collector, frontmatter: options.frontmatter })
      // MDX written inside text: comments go, JSX tabs and components become directives
      .use(remarkMdxComments)
      .use(remarkJsxInline, { collector, components })
      // unwrap :::no-outline first so containers nested in it are seen by their own plugins
      .use(remarkOutlineExclusion, { collector })
      .use(remarkTabs, { collector })
      .use(remarkCodeGroup, { collector })
      .use(remarkPackageManager, { collector })
      .use(remarkContainers, { titles: text.containerText })
      .use(remarkBadge, { collector })
      .use(remarkComponents, { collector, names: components })
      // after every directive plugin: a container left unclaimed falls back here
      .use(remarkDirectiveFallback, { collector, knownContainers: BUILT_IN_CONTAINERS })
      // the site's own remark plugins: links they add are rewritten and checked like the author's
      .use(options.markdown.remarkPlugins as PluggableList)
      .use(remarkLinks, links)
      .use(remarkRehype, {
        allowDangerousHtml: true,
        footnoteLabel: text.footnotesText,
        footnoteBackLabel: (index: number) => `${text.footnoteBackText} ${index + 1}`,
      })
      // first: every later plugin sees the author's HTML, after the allow-list, like the rest
      .use(rehypeRawHtml, { collector, html: options.markdown.html })
      .use(rehypeHtmlLinks, links)
      // the site's own rehype plugins (trusted, so after the allow-list): headings they add get ids
      // and join the outline, images are resolved
      .use(options.markdown.rehypePlugins as PluggableList)
      .use(rehypeCustomHeadingIds, { collector })
      .use(headingIds === 'vitepress' ? rehypeVitepressSlug : rehypeSlug)
      .use(rehypeHeadingIds, { collector, style: headingIds, toSourceOffset: options.toSourceOffset })
      .use(rehypeOtherStyleAnchors, { collector })
      .use(rehypeTableOfContents, { collector })
      .use(rehypeExternalLinks)
      .use(rehypeTaskListLabels)
      .use(rehypeImages, { collector, filePath: options.filePath, deadLinks: options.markdown.deadLinks })
      // last: Shiki's span trees are large, and no plugin after this one has to walk them
      .use(rehypeCode, { collector, markdown: options.markdown, highlight: options.highlight })
  );
}
