import { describe, expect, it } from 'vitest';
import { managersRequestSchema, propertyOptionsOf } from './analytics';

const request = (property: Record<string, unknown>) => ({
  project: 'p1',
  date: { from: '2026-11-02', to: '2026-11-06' },
  properties: [property],
});
const paths = (input: unknown) => {
  const parsed = managersRequestSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
};

describe('analytics property filters', () => {
  it('take spec section 7 values, or options as their alias, to the same options', () => {
    const byValues = managersRequestSchema.parse(request({ propertyId: 'pr1', values: ['web'] }));
    const byOptions = managersRequestSchema.parse(request({ propertyId: 'pr1', options: ['web'] }));
    expect(propertyOptionsOf(byValues.properties![0]!)).toEqual(['web']);
    expect(propertyOptionsOf(byOptions.properties![0]!)).toEqual(['web']);
  });

  it('refuse neither, both, or an empty list', () => {
    expect(paths(request({ propertyId: 'pr1' }))).toEqual(['properties.0.values']);
    expect(paths(request({ propertyId: 'pr1', values: ['a'], options: ['a'] }))).toEqual(['properties.0.options']);
    expect(paths(request({ propertyId: 'pr1', values: [] }))).toContain('properties.0.values');
  });
});
