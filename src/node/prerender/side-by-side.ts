/**
 * Two steps of the build run at the same time, each writing into the stage: the stage is published
 * or discarded only once both have stopped, so a step that fails never leaves the other one writing
 * into a folder that is being removed (it would make the folder again, with part of the site in it).
 */

/**
 * Both values once both settled; when either failed, its error (the first's when both did), once
 * the other one settled too. `undoFirst` releases what the first made when only the second failed.
 *
 * @example await bothSettled(bundles(), writeSearchIndex(...), { undoFirst: ({ server }) => server.dispose() })
 */
export async function bothSettled<A, B>(
  first: Promise<A>,
  second: Promise<B>,
  { undoFirst }: { undoFirst?: (value: A) => Promise<void> } = {},
): Promise<[A, B]> {
  const [a, b] = await Promise.allSettled([first, second]);
  if (a.status === 'rejected') throw a.reason;
  if (b.status === 'rejected') {
    await undoFirst?.(a.value);
    throw b.reason;
  }
  return [a.value, b.value];
}
