import { DateInput, DatesProvider, type DateInputProps } from '@mantine/dates';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import { useTranslation } from 'react-i18next';
import { pickLanguage } from '../../shared/i18n/languages.ts';
import type { Language } from '../../shared/constants.ts';

/** dayjs's name of each of our languages: the calendar's month and weekday names follow the user's language. */
const DAYJS_LOCALE: Record<Language, string> = { 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw', en: 'en' };

export type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange'> & {
  /** YYYY-MM-DD, or null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
};

/**
 * A date typed or picked from a calendar in the user's language, shown and kept as YYYY-MM-DD (the
 * dates of the PO model). For a screen's first load, use LazyDateField, which loads this on the side.
 */
export function DateField(props: DateFieldProps) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALE[pickLanguage(i18n.language)] }}>
      <DateInput valueFormat="YYYY-MM-DD" {...props} />
    </DatesProvider>
  );
}
