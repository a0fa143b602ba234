import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { EVENT_FEATURES } from '@/web/i18n/event-messages';
import { categories } from '@/web/i18n/features/categories';
import { cleanup as cleanupMessages } from '@/web/i18n/features/cleanup';
import { cleanupUndo } from '@/web/i18n/features/cleanup-undo';
import { dateInput } from '@/web/i18n/features/date-input';
import { eventConfig } from '@/web/i18n/features/event-config';
import { eventMove } from '@/web/i18n/features/event-move';
import { eventSettings } from '@/web/i18n/features/event-settings';
import { importReview } from '@/web/i18n/features/import-review';
import { importTools } from '@/web/i18n/features/import-tools';
import { imports } from '@/web/i18n/features/imports';
import { review } from '@/web/i18n/features/review';
import { reviewLaw } from '@/web/i18n/features/review-law';
import { history } from '@/web/i18n/features/history';
import { historyWords } from '@/web/i18n/features/history-words';
import { hubAbout } from '@/web/i18n/features/hub-about';
import { registrations } from '@/web/i18n/features/registrations';
import { results } from '@/web/i18n/features/results';
import { salespeople } from '@/web/i18n/features/salespeople';
import { addMessages, loadEnglish } from '@/web/i18n/messages';
// The signed-in layout sets zod's messages; tests render pages without it too.
import '@/web/i18n/zod-messages';

// findBy* and waitFor wait up to 5 s: lazy chunks (wizard steps, tool forms) can take more
// than the default second to load while npm test runs the node and web suites side by side.
configure({ asyncUtilTimeout: 5_000 });

// The app loads the event tabs' labels with their routes; tests render those tabs directly.
addMessages([
  ...EVENT_FEATURES,
  imports,
  importTools,
  cleanupMessages,
  categories,
  cleanupUndo,
  results,
  importReview,
  registrations,
  eventConfig,
  eventMove,
  eventSettings,
  review,
  reviewLaw,
  history,
  historyWords,
  dateInput,
  salespeople,
  hubAbout,
]);
// English is a chunk the app downloads when it is chosen; tests switch language at once.
await loadEnglish();

// jsdom lacks the layout APIs Mantine reads.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => undefined;
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});
