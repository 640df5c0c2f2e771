import type { DictionaryItemRow } from '../../contracts/synced-rows.ts';

type Item = Pick<DictionaryItemRow, 'enCode' | 'fullName' | 'description'>;

/**
 * The change reasons a plant allows: PlantReasonCode lists them per plant (enCode `plant-code`,
 * fullName the reason code, description the plant); a plant it does not mention allows every ReasonCode.
 */
export function reasonCodesFor(plant: string, reasonCodes: readonly Item[], plantReasonCodes: readonly Item[]): Item[] {
  const allowed = new Set(plantReasonCodes.filter((p) => p.description === plant).map((p) => p.fullName));
  return allowed.size === 0 ? [...reasonCodes] : reasonCodes.filter((r) => allowed.has(r.enCode));
}

/** PlantLA gives each plant's days between departure (ETD) and latest arrival (LA); null when not set. */
export function laDaysFor(plant: string, plantLa: readonly Item[]): number | null {
  const days = Number.parseInt(plantLa.find((p) => p.enCode === plant)?.description ?? '', 10);
  return Number.isFinite(days) && days >= 0 ? days : null;
}
