import type { z } from 'zod';
import { fieldErrors } from './api';

/**
 * A form checked by the API's own body rules (src/lib/editing/) before it is sent, each problem
 * shown on the field it names, as the API's 422 would show it. `toBody` turns the form's values
 * into the body the API takes (the form's own transform).
 */
export function validateWith(schema: z.ZodType, toBody: (values: Record<string, unknown>) => unknown = (values) => values) {
  return (values: Record<string, unknown>) => {
    const result = schema.safeParse(toBody(values));
    if (result.success) return {};
    return fieldErrors(result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))) ?? {};
  };
}
