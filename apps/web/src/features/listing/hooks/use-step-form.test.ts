import { LISTING_STEPS } from '@ikaze/domain';
import { describe, expect, it } from 'vitest';
import { LAST_STEP, stepOfField } from './use-step-form';

describe('stepOfField', () => {
  it("finds the step that asks for a field the whole form's schema refused", () => {
    const index = (id: string) => LISTING_STEPS.findIndex((step) => step.id === id);
    expect(stepOfField('name')).toBe(index('name'));
    expect(stepOfField('roomTypes')).toBe(index('details'));
    expect(stepOfField('hostInfo')).toBe(index('hostProfile'));
    expect(stepOfField('pictures')).toBe(index('pictures'));
    expect(LAST_STEP).toBe(LISTING_STEPS.length - 1);
  });

  it('falls back to the first step for a field no step names', () => {
    expect(stepOfField(undefined)).toBe(0);
    expect(stepOfField('nonsense')).toBe(0);
  });
});
