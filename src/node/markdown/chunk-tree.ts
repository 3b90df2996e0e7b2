import type { Root } from 'hast';
import { compactCodeBlocks } from './compact-tree';
import { cloneForModule } from './to-module';

/** The tree as a chunk carries it: no positions, code blocks as their highlighted HTML, images at their fingerprinted URLs. */
export function chunkTree(tree: Root, imageUrls: Map<string, string>): Root {
  return compactCodeBlocks(cloneForModule(tree, (src) => imageUrls.get(src) ?? src));
}
