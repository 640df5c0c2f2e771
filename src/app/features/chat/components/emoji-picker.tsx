import { ActionIcon, Popover, Tooltip, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { EMOJI_TABLE } from '../../../../shared/domain/emoji-table.ts';
import classes from './chat.module.css';

/** The emoji table (ids 100-219); choosing one inserts its bracketed alias into the message. */
export function EmojiPicker({ onPick }: { onPick: (alias: string) => void }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Popover opened={opened} onChange={(o) => !o && close()} position="top-start" withinPortal={false} trapFocus>
      <Popover.Target>
        <Tooltip label={t('chat.emoji')}>
          <ActionIcon variant="subtle" onClick={toggle} aria-label={t('chat.emoji')} aria-expanded={opened}>
            <span aria-hidden>😀</span>
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <div className={classes.emojiGrid}>
          {EMOJI_TABLE.map(([id, emoji, alias]) => (
            <UnstyledButton
              key={id}
              aria-label={alias}
              title={alias}
              data-emoji-id={id}
              onClick={() => {
                onPick(alias);
                close();
              }}
            >
              {emoji}
            </UnstyledButton>
          ))}
        </div>
      </Popover.Dropdown>
    </Popover>
  );
}
