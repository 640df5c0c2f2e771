import { Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, MESSAGE_DURATION_MS, type Language } from '../../shared/constants.ts';
import { currentLanguage, i18n, switchLanguage } from '../i18n.ts';

interface Props {
  /** Called after the switch, e.g. to remember the choice on the server. */
  onSwitched?: (lang: Language) => void;
}

export function LanguageSelect({ onSwitched }: Props) {
  const { t } = useTranslation();
  const change = async (value: string | null) => {
    const lang = LANGUAGES.find((l) => l === value);
    if (!lang || lang === currentLanguage()) return;
    await switchLanguage(lang);
    // Said in the language just chosen.
    notifications.show({ color: 'green', message: i18n.t('language.switched'), autoClose: MESSAGE_DURATION_MS });
    onSwitched?.(lang);
  };
  return (
    <Select
      aria-label="Language / 语言"
      data={LANGUAGES.map((l) => ({ value: l, label: t(`language.${l}`) }))}
      value={currentLanguage()}
      onChange={(value) => void change(value)}
      allowDeselect={false}
      w={130}
      size="xs"
    />
  );
}
