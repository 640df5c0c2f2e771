import { Fragment } from 'react';
import { splitEmoji } from '../../../../shared/domain/chat.ts';

/** Message text with the emoji table's aliases shown as the emoji (the alias stays as its name). */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {splitEmoji(text).map((part, i) =>
        'emoji' in part ? (
          <span key={i} role="img" aria-label={part.alias} title={part.alias}>
            {part.emoji}
          </span>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
