import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { mediaQueryList } from './media-query.ts';

// jsdom lacks the layout APIs Mantine asks for.
if (typeof window !== 'undefined') {
  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query: string) => mediaQueryList(query, false);
  }
  window.ResizeObserver ??= class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
  if (typeof window.HTMLElement.prototype.scrollIntoView !== 'function') window.HTMLElement.prototype.scrollIntoView = () => undefined;
}

afterEach(() => cleanup());

// The app's screens read the signed-in areas' words, which the app loads with its signed-in frame.
if (typeof window !== 'undefined') await (await import('../../../src/app/i18n.ts')).loadAreaCatalogue();
