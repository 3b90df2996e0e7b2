/**
 * Spec examples our compiler renders differently, each with its reason. The conformance tests fail
 * when an example outside these lists fails, and when a listed one passes, so the lists stay exact.
 * The docs site lists the same under "CommonMark and GFM conformance" of docs/en/writing/markdown.md
 * (docs-page.test.ts checks it).
 */

const RAW_HTML_PARSED =
  'raw HTML is parsed as a browser parses it and passed through the allow-list (see Raw HTML): unclosed tags are closed, `<tbody>` is added, unfinished and stray end tags are dropped, and what the list does not accept (`class`, unknown tags, comments) is removed; the spec passes the text through as written';
const TAG_FILTER =
  "GFM's disallowed tags (`<title>`, `<style>`, `<script>` …) are removed with a warning rather than written as escaped text";

const FRONT_MATTER =
  'a page that starts with a `---` line opens YAML front matter, so those `---` lines are neither thematic breaks nor setext underlines';
const CLEAN_URL = 'a relative link to a Markdown file becomes the clean URL of its page (`./target.md` is `/target`)';
const GFM_AUTOLINKS =
  "GFM's extended autolinks: a bare `https://…` URL or email address is a link, also between `<` and `>` where CommonMark sees no autolink";
const REPEATED_FOOTNOTE =
  'a footnote referenced twice: each reference gets its own id and back link, as GitHub renders it today; the cmark-gfm fixture gives both references the id `fnref1` and one back link';

/** CommonMark 0.31.2 example number -> reason. */
export const COMMONMARK_EXCEPTIONS: Record<string, string> = {
  ...listed(FRONT_MATTER, [96, 98]),
  ...listed(CLEAN_URL, [484]),
  ...listed(GFM_AUTOLINKS, [602, 606, 608, 611, 612]),
  ...listed(
    RAW_HTML_PARSED,
    [
      21, 31, 148, 149, 150, 151, 152, 153, 154, 155, 156, 157, 158, 160, 162, 163, 164, 165, 166, 167, 169, 170, 171, 172, 173, 174, 175,
      176, 177, 178, 179, 180, 181, 182, 183, 184, 187, 190, 191, 201, 308, 309, 344, 476, 477, 491, 494, 524, 536, 613, 614, 615, 616, 617,
      623, 625, 626, 627, 628, 629, 630, 631, 642, 643,
    ],
  ),
};

/** GFM example: its number in the GFM spec, or 'footnotes N' for the footnote fixture -> reason. */
export const GFM_EXCEPTIONS: Record<string, string> = {
  ...listed(REPEATED_FOOTNOTE, ['footnotes 2']),
  ...listed(TAG_FILTER, [657]),
};

function listed(reason: string, ids: (number | string)[]): Record<string, string> {
  return Object.fromEntries(ids.map((id) => [String(id), reason]));
}
