/**
 * Vitest's order (slowest files first), then files of one test environment kept together. The unit
 * project does not isolate files, and a worker is reused only for a next file of the same
 * environment: interleaved node and jsdom files would start a worker (and load jsdom) again and again.
 */
import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const ENVIRONMENT_RE = /@vitest-environment\s+(\S+)/;

export default class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const environments = new Map(sorted.map((spec) => [spec, environmentOf(spec)]));
    const order = [...new Set(environments.values())];
    // a stable sort: within one project and environment, vitest's order stays
    return sorted.toSorted((a, b) => order.indexOf(environments.get(a)!) - order.indexOf(environments.get(b)!) || 0);
  }
}

function environmentOf(spec: TestSpecification): string {
  const head = readFileSync(spec.moduleId, 'utf8').slice(0, 2000);
  return `${spec.project.name}:${ENVIRONMENT_RE.exec(head)?.[1] ?? spec.project.config.environment}`;
}
