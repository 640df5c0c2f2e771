/**
 * The address picker's choice rules (spec 001 §2, §4): only a leaf may be chosen — an area with no
 * enabled children, or one at the picker's deepest level (`level`: 0 provinces, 1 cities, 2 districts,
 * the default, 3 streets) — and a choice is its id path with the names along it.
 */
import type { AddressNode } from '../../../shared/contracts/areas.ts';

export const DEFAULT_ADDRESS_LEVEL = 2;

/** Whether `node` is where the picker stops (area levels count from 1, the picker's from 0). */
export const isAddressLeaf = (node: AddressNode, level: number): boolean => node.isLeaf || node.level - 1 >= level;

export interface AddressChoice {
  idPath: string[];
  names: string[];
}

export const addressLabel = (choice: AddressChoice): string => choice.names.join('/');

/** The choices after picking one more: appended once in multiple mode, the only one in single mode. */
export function chooseAddress(chosen: readonly AddressChoice[], pick: AddressChoice, multiple: boolean): AddressChoice[] {
  if (!multiple) return [pick];
  const key = pick.idPath.join('/');
  return chosen.some((c) => c.idPath.join('/') === key) ? [...chosen] : [...chosen, pick];
}
