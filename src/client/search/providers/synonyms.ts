/**
 * The site's synonyms (`search.synonyms`): groups of words a reader may use for one another. A query
 * word holding a member of a group is also searched with each other member in its place
 * ('模拟函数' also as '替换函数'); the words are cut and spelled as the index spells them.
 */
import { isHanTerm, termText } from '../../../shared/search-index-format';
import { queryWords } from '../query-words';

const normalized = new WeakMap<string[][], string[][][]>();

/** The groups as index terms: a member is the terms of its words. */
function groupsOf(synonyms: string[][]): string[][][] {
  let groups = normalized.get(synonyms);
  if (!groups) {
    groups = synonyms.map((group) => group.map((member) => [...new Set(queryWords(member).flat())]).filter((terms) => terms.length > 0));
    normalized.set(synonyms, groups);
  }
  return groups;
}

/** The members of the groups written in Han (or kana) text, as their terms: words a query keeps whole. */
export function unspacedMembers(synonyms: string[][]): string[][] {
  return groupsOf(synonyms).flatMap((group) => group.filter((member) => member.every(isHanTerm)));
}

/** The other forms of a query word (its terms), one per synonym of a member it holds. */
export function synonymForms(terms: string[], synonyms: string[][]): string[][] {
  const forms = new Map<string, string[]>();
  const held = new Set(terms);
  for (const group of groupsOf(synonyms)) {
    for (const member of group) {
      if (!member.every((term) => held.has(term))) continue;
      // a character pair straddling the member's edge goes with it ('拟函' of '模拟函数' for '模拟')
      const chars = new Set(member.filter(isHanTerm).flatMap((term) => [...termText(term)]));
      const rest = terms.filter((term) => !member.includes(term) && !(isHanTerm(term) && [...termText(term)].some((c) => chars.has(c))));
      for (const other of group) {
        if (other === member) continue;
        const form = [...new Set([...rest, ...other])];
        forms.set(form.join('\n'), form);
      }
    }
  }
  forms.delete(terms.join('\n'));
  return [...forms.values()];
}
