import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { HoldClicks } from '../../src/app/ui/hold-clicks.tsx';

/** A list whose chosen rows come back from a store some time after the tick, as the PO list's do. */
function List({ acted }: { acted: string[][] }) {
  const [ticked, setTicked] = useState<string[]>([]);
  const [answer, setAnswer] = useState<{ for: string; chosen: string[] }>({ for: '', chosen: [] });
  return (
    <>
      <button type="button" onClick={() => setTicked(['00030'])}>
        Tick 00030
      </button>
      <button type="button" onClick={() => setAnswer({ for: ticked.join(' '), chosen: ticked })}>
        Store answers
      </button>
      <HoldClicks ready={answer.for === ticked.join(' ')}>
        <button type="button" onClick={() => acted.push(answer.chosen)}>
          Reject
        </button>
      </HoldClicks>
    </>
  );
}

describe('an action clicked before the chosen rows are read', () => {
  it('waits for them and then acts once, on the rows just ticked', () => {
    const acted: string[][] = [];
    render(<List acted={acted} />);
    act(() => screen.getByRole('button', { name: 'Tick 00030' }).click());
    act(() => screen.getByRole('button', { name: 'Reject' }).click());
    act(() => screen.getByRole('button', { name: 'Reject' }).click());
    expect(acted).toEqual([]);
    act(() => screen.getByRole('button', { name: 'Store answers' }).click());
    expect(acted).toEqual([['00030']]);
    // Once read, a click acts at once.
    act(() => screen.getByRole('button', { name: 'Reject' }).click());
    expect(acted).toEqual([['00030'], ['00030']]);
  });
});
