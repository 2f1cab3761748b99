import { expect, test } from 'vitest';
import { BUILT_IN_TOOLS, toolIcon, toolKind } from './catalogue.ts';

test('a tool’s calculator comes from its document, else from the built-in slug', () => {
  expect(toolKind('freight', 'anything')).toBe('freight');
  expect(toolKind(undefined, 'inclusion-rates')).toBe('inclusion');
  expect(toolKind('unknown', 'no-such-tool')).toBeNull();
  expect(BUILT_IN_TOOLS.map((tool) => tool.kind)).toEqual(['cost', 'fragrance', 'freight', 'inclusion', 'development']);
});

test('icons fall back to the calculator’s own', () => {
  expect(toolIcon('truck', 'cost')).toBe('truck');
  expect(toolIcon('rocket', 'development')).toBe('calendar');
  expect(toolIcon(null, null)).toBe('calculator');
});

test('each built-in slug begins with its calculator’s name (a client navigation fetches that module at once)', () => {
  for (const tool of BUILT_IN_TOOLS) expect(tool.slug.split('-')[0], tool.slug).toBe(tool.kind);
});
