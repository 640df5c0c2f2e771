import type { ComponentType } from 'react';
import { ADMIN_PAGES } from '../../shared/domain/admin-pages.ts';

/**
 * Every administration page component, gathered as one chunk: administrators move between these pages,
 * and one lazy import (instead of one per page, each splitting what the pages share into small chunks
 * of its own) keeps the pages to a few files. A page added under these folders is found here by itself.
 */
const PAGES = import.meta.glob<Record<string, ComponentType>>('../features/{permission,system}/**/*-page.tsx', { eager: true });

/** The component `name` of the file (under src/app/features), or undefined when there is none. */
function adminPageComponent(file: string, name: string): ComponentType | undefined {
  return PAGES[`../features/${file}`]?.[name];
}

/** The page described at the address (`system/billRule`): its title's key and its component. */
export function adminPageAt(path: string): { titleKey: string; component: ComponentType } | undefined {
  const page = ADMIN_PAGES.find((candidate) => candidate.path === path);
  if (!page) return undefined;
  const [file, name] = page.page.split('#') as [string, string];
  const component = adminPageComponent(file, name);
  if (!component) throw new Error(`administration page ${page.code}: no ${name} in ${file} under src/app/features`);
  return { titleKey: page.titleKey, component };
}
