import { z } from 'zod';
import { zText } from '@/lib/api/schemas';

export const ZGroup = z.object({
  name: zText(100, 1),
  description: zText(500).nullish(),
  is_activate: z.boolean().optional(),
});
export const ZGroupUpdate = ZGroup.partial();
export type TGroupInput = z.infer<typeof ZGroup>;
