import type { z } from 'zod';
import { PO_MUTATIONS } from '../../shared/domain/po/mutations.ts';
import { PLATFORM_MUTATIONS, type MutationSpec } from '../../shared/domain/sync-mutations.ts';

/** Every mutation the device can queue, by name: the page and the device store's worker read the same. */
export const mutationSpecs = new Map<string, MutationSpec<z.ZodType>>([...PLATFORM_MUTATIONS, ...PO_MUTATIONS].map((spec) => [spec.name, spec]));
