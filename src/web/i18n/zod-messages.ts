import { z } from 'zod/mini';
import zodPortuguese from 'zod/v4/locales/pt-BR.js';
import { requiredWhenMissing } from '@/contract/common';
import { currentLanguage, onLanguageChange } from './i18n';
import { zodLocales } from './messages';

/**
 * Zod's own messages (a wrong type, a size its check names no message for) follow the UI, and
 * a missing required value says "Obrigatório" as a blank one does. Imported, for its effect, by
 * the code that shows zod's messages to a person: the forms (`use-contract-form.ts`) and the
 * event file's problems (`event-config/source-inputs.tsx`). Not in the entry: a page loads zod
 * only with what checks with it. Until the English chunk is there the messages are
 * Portuguese, as the labels are.
 */
function applyZodMessages() {
  const locale = (currentLanguage() === 'en' && zodLocales.en) || zodPortuguese;
  z.config({ ...locale(), customError: requiredWhenMissing });
}

applyZodMessages();
onLanguageChange(applyZodMessages);
