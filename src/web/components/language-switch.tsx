import { NativeSelect } from '@mantine/core';
import { useI18n } from '@/web/i18n/i18n';
import type { Language } from '@/web/i18n/messages';

/**
 * The interface language, in the header and on the sign-in page; `label` shows its name above
 * it (the phone's menu), else the name is only for screen readers.
 */
export function LanguageSwitch({ label = false }: { label?: boolean }) {
  const { t, language, setLanguage } = useI18n();
  return (
    <NativeSelect
      size={label ? 'sm' : 'xs'}
      label={label ? t('header.language') : undefined}
      aria-label={label ? undefined : t('header.language')}
      value={language}
      onChange={(event) =>
        // English not downloaded (offline): the select stays on the language in use.
        void setLanguage(event.currentTarget.value as Language).catch(() => undefined)
      }
      data={[
        { value: 'pt-BR', label: 'Português' },
        { value: 'en', label: 'English' },
      ]}
    />
  );
}
