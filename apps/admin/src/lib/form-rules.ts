import type { FormRule } from 'antd';
import type { z } from 'zod';
import { zh } from '../locales/zh-CN';

/**
 * An antd form rule from a contract's zod field: the form refuses what the server would refuse,
 * with the same Chinese message, before anything is sent.
 */
export function zodRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? zh.common.invalid);
    },
  };
}
