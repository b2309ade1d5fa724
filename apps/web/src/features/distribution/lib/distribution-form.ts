import type {
  Distribution,
  DistributionPatch,
  DistributionPreset,
  PropertyCondition,
  PropertyOperator,
} from '@salespulse/contract/distribution';
import { DISTRIBUTION_DAILY_CAP_MAX, DISTRIBUTION_WEIGHT_MAX, propertyOperators } from '@salespulse/contract/distribution-values';
import * as z from 'zod/mini';

// Numbers are typed into text inputs, so the form keeps them as text and the body gets numbers.
export type MemberValues = { employee: string; weight: string; dailyCap: string };
export type ConditionValues = { property: string; operator: PropertyOperator; value: string };
export type DistributionFormValues = {
  name: string;
  active: boolean;
  dataProviders: string[];
  products: string[];
  propertyConditions: ConditionValues[];
  employees: MemberValues[];
  /** '' for none. */
  fallbackEmployee: string;
};

export const emptyDistribution: DistributionFormValues = {
  name: '',
  active: true,
  dataProviders: [],
  products: [],
  propertyConditions: [],
  employees: [],
  fallbackEmployee: '',
};

const listOperators: readonly PropertyOperator[] = ['in', 'nin'];
const numberOperators: readonly PropertyOperator[] = ['gt', 'gte', 'lt', 'lte'];
export const takesList = (operator: PropertyOperator) => listOperators.includes(operator);
const takesNumber = (operator: PropertyOperator) => numberOperators.includes(operator);

const valueText = (value: PropertyCondition['value']) => (Array.isArray(value) ? value.join(', ') : String(value));

export function toFormValues(distribution: Distribution): DistributionFormValues {
  return {
    name: distribution.name,
    active: distribution.active,
    dataProviders: distribution.dataProviders,
    products: distribution.products,
    propertyConditions: distribution.propertyConditions.map((c) => ({
      property: c.property,
      operator: c.operator,
      value: valueText(c.value),
    })),
    employees: distribution.employees.map((m) => ({
      employee: m.employee,
      weight: String(m.weight),
      dailyCap: m.dailyCap === null ? '' : String(m.dailyCap),
    })),
    fallbackEmployee: distribution.fallbackEmployee ?? '',
  };
}

/** A preset's employees replace the form's: the same shape as members typed by hand. */
export function membersOfPreset(preset: DistributionPreset): MemberValues[] {
  return preset.employees.map((m) => ({
    employee: m.employee,
    weight: String(m.weight),
    dailyCap: m.dailyCap === null ? '' : String(m.dailyCap),
  }));
}

function conditionValue({ operator, value }: ConditionValues): PropertyCondition['value'] {
  if (takesList(operator)) {
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  }
  return takesNumber(operator) ? Number(value.trim()) : value.trim();
}

export function toMembers(employees: readonly MemberValues[]) {
  return employees.map((m) => ({
    employee: m.employee,
    weight: Number(m.weight),
    dailyCap: m.dailyCap.trim() === '' ? null : Number(m.dailyCap),
  }));
}

/** The body of a create or a patch: every field, so the saved distribution is exactly the form. */
export function toBody(values: DistributionFormValues): Required<Omit<DistributionPatch, 'preset' | 'position'>> {
  return {
    name: values.name.trim(),
    active: values.active,
    dataProviders: values.dataProviders,
    products: values.products,
    propertyConditions: values.propertyConditions.map((c) => ({ property: c.property, operator: c.operator, value: conditionValue(c) })),
    employees: toMembers(values.employees),
    fallbackEmployee: values.fallbackEmployee || null,
  };
}

/** Shares of the typed weights, in percent (0 where a weight is not a valid number yet). */
export function sharesOf(employees: readonly MemberValues[]): number[] {
  const weights = employees.map((m) => {
    const weight = Number(m.weight);
    return Number.isInteger(weight) && weight > 0 ? weight : 0;
  });
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => (total ? (weight / total) * 100 : 0));
}

/**
 * Where a server violation shows: a member's or a condition's own field, the product and provider
 * pickers for any of their entries; undefined for paths the form has no place for (toasted).
 */
export function formFieldOf(propertyPath: string): string | undefined {
  if (propertyPath === 'name' || propertyPath === 'fallbackEmployee' || propertyPath === 'active') return propertyPath;
  if (/^(products|dataProviders)(\.\d+)?$/.test(propertyPath)) return propertyPath.split('.')[0];
  if (/^employees\.\d+\.(employee|weight|dailyCap)$/.test(propertyPath)) return propertyPath;
  if (/^propertyConditions\.\d+\.(property|operator|value)$/.test(propertyPath)) return propertyPath;
  if (propertyPath === 'employees' || propertyPath === 'preset') return 'employees';
  return undefined;
}

const intIn = (min: number, max: number, message: string) => (text: string) => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max ? true : message;
};

const member = z.object({ employee: z.string(), weight: z.string(), dailyCap: z.string() }).check(
  z.superRefine((m, ctx) => {
    const weight = intIn(1, DISTRIBUTION_WEIGHT_MAX, `must be a whole number from 1 to ${DISTRIBUTION_WEIGHT_MAX}`)(m.weight);
    if (weight !== true) ctx.issues.push({ code: 'custom', path: ['weight'], message: weight, input: m });
    const cap =
      m.dailyCap.trim() === ''
        ? true
        : intIn(1, DISTRIBUTION_DAILY_CAP_MAX, `must be empty or a whole number from 1 to ${DISTRIBUTION_DAILY_CAP_MAX}`)(m.dailyCap);
    if (cap !== true) ctx.issues.push({ code: 'custom', path: ['dailyCap'], message: cap, input: m });
  }),
);

const condition = z.object({ property: z.string(), operator: z.enum(propertyOperators), value: z.string() }).check(
  z.superRefine((c, ctx) => {
    if (!c.property) ctx.issues.push({ code: 'custom', path: ['property'], message: 'required field', input: c });
    const { operator } = c;
    const value = c.value.trim();
    if (takesList(operator) ? conditionValue(c).toString() === '' : value === '') {
      ctx.issues.push({ code: 'custom', path: ['value'], message: 'required field', input: c });
    } else if (takesNumber(operator) && !Number.isFinite(Number(value))) {
      ctx.issues.push({ code: 'custom', path: ['value'], message: 'must be a number', input: c });
    }
  }),
);

/** The contract's limits, checked before the request so the common mistakes show at once. */
export const distributionFormSchema = z.object({
  name: z.string().check(
    z.refine((value) => value.trim().length > 0, 'required field'),
    z.maxLength(100),
  ),
  active: z.boolean(),
  dataProviders: z.array(z.string()),
  products: z.array(z.string()),
  propertyConditions: z.array(condition),
  employees: z.array(member),
  fallbackEmployee: z.string(),
});
