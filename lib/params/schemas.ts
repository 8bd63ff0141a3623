import { z } from 'zod';
import { zText } from '@/lib/api/schemas';

export const ZParam = z.object({
  code: z.string().trim().regex(/^[a-z][a-z0-9_.-]{1,79}$/, 'paramCode'),
  name: zText(120, 1),
  value: z.string().max(10_000).default(''),
  description: zText(500).nullish(),
  category: z.string().trim().regex(/^[a-z][a-z0-9_-]{0,39}$/, 'paramCategory').optional(),
  active: z.boolean().optional(),
  isSecret: z.boolean().optional(),
});
/** code is the key the code reads; it cannot be renamed, so it is read-only in an update. */
export const ZParamUpdate = ZParam.omit({ code: true }).partial();
export type TParamInput = z.infer<typeof ZParam>;
