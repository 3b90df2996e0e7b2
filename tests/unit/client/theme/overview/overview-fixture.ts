// Overview groups shared by the filter and component tests.
import type { OverviewGroup } from '../../../../../src/shared/types';

const h = (text: string, depth = 2) => ({ text, id: text.toLowerCase().replace(/\W+/g, '-'), depth });

export const GROUPS: OverviewGroup[] = [
  {
    name: 'Test API',
    items: [
      { text: 'Expect', link: '/api/expect', headers: [h('expect.soft'), h('toBe', 3), h('toEqual', 3)] },
      { text: 'Hooks', link: '/api/hooks', headers: [h('beforeAll'), h('afterEach')] },
    ],
  },
  {
    name: 'Mock Utilities',
    items: [
      { text: 'Mock functions', link: '/api/mock-functions', headers: [h('rstest.fn'), h('rstest.spyOn')] },
      { text: 'Fake timers', link: '/api/fake-timers', headers: [h('rstest.useFakeTimers'), h('rstest.run-all-timers')] },
    ],
  },
];
