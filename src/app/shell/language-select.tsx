import { NativeSelect } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, MESSAGE_DURATION_MS, type Language } from '../../shared/constants.ts';
import { currentLanguage, i18n, switchLanguage } from '../i18n.ts';

interface Props {
  /** Called after the switch, e.g. to remember the choice on the server. */
  onSwitched?: (lang: Language) => void;
}

/**
 * The browser's own select: the phone's picker on a phone, and it keeps Mantine's dropdown machinery
 * (combobox, popover, scroll area, floating-ui: ~25 KB gzip) out of the sign-in page's first load.
 */
export function LanguageSelect({ onSwitched }: Props) {
  const { t } = useTranslation();
  const change = async (value: string) => {
    const lang = LANGUAGES.find((l) => l === value);
    if (!lang || lang === currentLanguage()) return;
    await switchLanguage(lang);
    // Said in the language just chosen.
    notifications.show({ color: 'green', message: i18n.t('language.switched'), autoClose: MESSAGE_DURATION_MS });
    onSwitched?.(lang);
  };
  return (
    <NativeSelect
      aria-label="Language / 语言"
      data={LANGUAGES.map((l) => ({ value: l, label: t(`language.${l}`) }))}
      value={currentLanguage()}
      onChange={(event) => void change(event.currentTarget.value)}
      w={130}
      size="xs"
    />
  );
}
