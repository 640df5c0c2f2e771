/**
 * Field shapes the administration contracts share, under the original platform's names
 * (REFERENCE.md): `fullName`, `enCode`, `parentId`, `sortCode`, `enabledMark` (1 enabled, 0 not),
 * `description`, `creatorTime` (epoch milliseconds).
 */
import { z } from 'zod';
import { code } from './codes.ts';

export const entityId = z.string().trim().min(1).max(64);
export const idParams = z.strictObject({ id: entityId });
/** The code a record is known by in other systems and imports: letters, digits, `_ . -`. */
export const enCode = code(50).regex(/^[A-Za-z0-9_.-]+$/);
export const fullName = z.string().trim().min(1).max(100);
export const sortCode = z.coerce.number().int().min(0).max(999_999).default(0);
export const description = z.string().trim().max(500).default('');
export const enabledMark = z.union([z.literal(0), z.literal(1)]);

/** The parts every administered record has on the wire. */
export const recordBase = {
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  enabledMark,
  description: z.string(),
  sortCode: z.number().int(),
  creatorTime: z.number(),
};

/** The editable parts every administered record has. */
export const recordForm = {
  fullName,
  enCode,
  enabledMark: enabledMark.default(1),
  description,
  sortCode,
};

/** `0` (or no id) stands for "none" in the original's selector paths. */
export const selectorParams = z.strictObject({ id: z.union([z.literal('0'), entityId]) });

/**
 * A node of an organisation picker's tree (spec 001 §3): organisations, departments and positions
 * carry their type so a picker knows what may be chosen.
 */
export interface TreeNode {
  id: string;
  parentId: string | null;
  fullName: string;
  enCode: string;
  type: 'company' | 'department' | 'position' | 'user';
  enabledMark: 0 | 1;
  hasChildren: boolean;
  children: TreeNode[];
}
export const treeNode: z.ZodType<TreeNode> = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  fullName: z.string(),
  enCode: z.string(),
  type: z.enum(['company', 'department', 'position', 'user']),
  enabledMark,
  hasChildren: z.boolean(),
  get children() {
    return z.array(treeNode);
  },
});
export const treeList = z.object({ list: z.array(treeNode) });

/** Ids named in a body; unique, so one id cannot be granted or assigned twice. */
export const idList = z.array(entityId).max(10_000);
