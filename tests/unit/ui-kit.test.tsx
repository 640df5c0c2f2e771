import { fireEvent, render, screen, within } from '@testing-library/react';
import { Button, MantineProvider, TextInput } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Profiler, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../src/app/api/client.ts';
import { i18n, switchLanguage } from '../../src/app/i18n.ts';
import { ColumnSettingsButton } from '../../src/app/ui/column-settings-button.tsx';
import { checkColumnSettings, saveColumnSettings, type ColumnSetting, type ColumnStore } from '../../src/app/ui/column-settings.ts';
import { DataTable } from '../../src/app/ui/data-table.tsx';
import { LazyDateField } from '../../src/app/ui/lazy-date-field.tsx';
import { useContractForm } from '../../src/app/ui/use-contract-form.ts';
import { mediaQueryList } from './support/media-query.ts';

function wrap(children: ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <Notifications />
        <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

const columns = (n: number): ColumnSetting[] => Array.from({ length: n }, (_, i) => ({ key: `c${i}`, visible: true, width: 120, fixed: null }));
const memoryStore = (): ColumnStore & { saved: ColumnSetting[][] } => {
  const saved: ColumnSetting[][] = [];
  return { saved, load: () => null, save: (_key, s) => void saved.push(s) };
};

afterEach(() => vi.restoreAllMocks());

describe('column settings rules (spec 001)', () => {
  it('refuses fewer than 10 visible columns and saves nothing', () => {
    const store = memoryStore();
    const previous = columns(12);
    const next = previous.map((c, i) => (i < 3 ? { ...c, visible: false } : c));
    const result = saveColumnSettings(store, 'k', previous, next);
    expect(result).toEqual({ ok: false, messageKey: 'ui.columns.tooFew', settings: previous });
    expect(store.saved).toEqual([]);
  });

  it('lets a table with fewer than 10 columns show them all', () => {
    expect(checkColumnSettings(columns(4)).ok).toBe(true);
  });

  it('keeps widths within 80 to 300 px', () => {
    const store = memoryStore();
    const next = columns(10).map((c, i) => (i === 0 ? { ...c, width: 20 } : i === 1 ? { ...c, width: 900 } : c));
    const result = saveColumnSettings(store, 'k', columns(10), next);
    expect(result.ok).toBe(true);
    expect(store.saved[0]?.slice(0, 3).map((c) => c.width)).toEqual([80, 300, 120]);
  });

  it('gives back the previous settings when saving fails', () => {
    const failing: ColumnStore = {
      load: () => null,
      save: () => {
        throw new Error('quota exceeded');
      },
    };
    const previous = columns(10);
    const result = saveColumnSettings(
      failing,
      'k',
      previous,
      previous.map((c) => ({ ...c, width: 200 })),
    );
    expect(result).toEqual({ ok: false, messageKey: 'ui.columns.saveFailed', settings: previous });
  });

  it('shows 列显示必须在10个以上 in the drawer and keeps the columns when too few are ticked', async () => {
    await switchLanguage('zh-CN');
    const store = memoryStore();
    const onChange = vi.fn();
    const settings = columns(10);
    wrap(
      <ColumnSettingsButton
        titles={new Map(settings.map((c) => [c.key, `列${c.key}`]))}
        settings={settings}
        storageKey="k"
        store={store}
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '列设置' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: '列c3' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('列显示必须在10个以上')).toBeTruthy();
    expect(store.saved).toEqual([]);
    expect(onChange).toHaveBeenCalledWith(settings);
    // The drawer of ten columns renders in jsdom in about 2 s alone, and past 5 s on a busy machine.
  }, 15_000);
});

/** A screen below the mobile breakpoint: every max-width query matches. */
function phoneScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, query.includes('max-width')));
}

describe('DataTable below the mobile breakpoint', () => {
  it('shows each row as a card of label: value lines', async () => {
    await switchLanguage('en');
    phoneScreen();
    wrap(
      <DataTable
        ariaLabel="Mail"
        records={[{ id: '1', to: 'a@example.com', subject: 'PO 42 approved' }]}
        idAccessor={(r) => r.id}
        columns={[
          { key: 'to', title: 'To' },
          { key: 'subject', title: 'Subject' },
        ]}
      />,
    );
    const card = within(screen.getByRole('list', { name: 'Mail' })).getByRole('listitem');
    expect(within(card).getByText('To')).toBeTruthy();
    expect(within(card).getByText('a@example.com')).toBeTruthy();
    expect(within(card).getByText('PO 42 approved')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps selection on a phone: each card has its named checkbox, and one chooses the whole page', async () => {
    await switchLanguage('en');
    phoneScreen();
    const rows = [
      { id: '1', po: '4500000001' },
      { id: '2', po: '4500000002' },
    ];
    const chosen: string[][] = [];
    function Chooser() {
      const [selected, setSelected] = useState<typeof rows>([]);
      return (
        <DataTable
          ariaLabel="POs"
          records={rows}
          idAccessor={(r) => r.id}
          columns={[{ key: 'po', title: 'PO' }]}
          selectedRecords={selected}
          onSelectedRecordsChange={(next) => {
            chosen.push(next.map((r) => r.id));
            setSelected(next);
          }}
          selectionLabels={{ record: (r) => `Select PO ${r.po}`, all: 'Select all rows on this page' }}
          expansion={{ expandedIds: ['2'], content: (r) => `Accounts of ${r.po}` }}
        />
      );
    }
    wrap(<Chooser />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select PO 4500000002' }));
    expect(chosen.at(-1)).toEqual(['2']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(chosen.at(-1)).toEqual(['1', '2']);
    // A row opened below itself stays open as a card: here, the second PO's accounts.
    const cards = within(screen.getByRole('list', { name: 'POs' })).getAllByRole('listitem');
    expect(within(cards[1]!).getByText('Accounts of 4500000002')).toBeTruthy();
    expect(within(cards[0]!).queryByText(/Accounts of/)).toBeNull();
  });
});

const nameBody = z.object({ code: z.string(), name: z.string().min(1) });
function NameForm({ send }: { send: (body: z.infer<typeof nameBody>) => Promise<unknown> }) {
  const { form, submit } = useContractForm(nameBody, { initialValues: { code: '', name: '' }, labels: { code: 'Code', name: 'Name' } });
  return (
    <form onSubmit={submit(send)}>
      <TextInput label="Code" {...form.getInputProps('code')} />
      <TextInput label="Name" {...form.getInputProps('name')} />
      <Button type="submit">Send</Button>
    </form>
  );
}

describe('useContractForm', () => {
  it('puts a 400 field error from the server under its field', async () => {
    await switchLanguage('en');
    const send = vi.fn(() => Promise.reject(new ApiError(400, 400, 'name: taken', { fields: { name: 'Name is already taken' } })));
    wrap(<NameForm send={send} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Name is already taken')).toBeTruthy();
    expect(send).toHaveBeenCalledWith({ code: '', name: 'Acme' });
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    // The focus goes to the field the error is about (in a long form, it scrolls into view).
    await vi.waitFor(() => expect(document.activeElement).toBe(name));
  });

  it('checks the body with the contract schema before sending, the focus on the first field in error', async () => {
    const send = vi.fn(() => Promise.resolve());
    wrap(<NameForm send={send} />);
    screen.getByRole('button', { name: 'Send' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/Name/, { selector: '.mantine-TextInput-error' })).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' })));
  });

  it('tells the user once it is saved', async () => {
    await switchLanguage('zh-TW');
    wrap(<NameForm send={() => Promise.resolve()} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('已儲存')).toBeTruthy();
  });
});

describe('LazyDateField', () => {
  it('holds its place with the value until the calendar arrives, which speaks the user language', async () => {
    await switchLanguage('zh-TW');
    const onChange = vi.fn();
    wrap(<LazyDateField label="交貨日期" value="2026-11-05" onChange={onChange} />);
    // The field is there at once, read-only, with its value; the calendar replaces it once loaded.
    const field = screen.getByRole('textbox', { name: '交貨日期' });
    expect(field.getAttribute('readonly')).not.toBeNull();
    expect((field as HTMLInputElement).value).toBe('2026-11-05');
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: '交貨日期' }).getAttribute('readonly')).toBeNull());
    fireEvent.click(screen.getByRole('textbox', { name: '交貨日期' }));
    expect(await screen.findByText('十一月 2026')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('20 十一月 2026'));
    expect(onChange).toHaveBeenCalledWith('2026-11-20');
  });
});

describe('DataTable on a wide screen', () => {
  it('keeps pinned columns at offsets counted from the widths outside them, the selection column first', async () => {
    await switchLanguage('en');
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, !query.includes('max-width')));
    const rows = [{ id: '1', a: 'A1', b: 'B1', c: 'C1', d: 'D1' }];
    wrap(
      <DataTable
        ariaLabel="Pinned"
        records={rows}
        idAccessor={(r) => r.id}
        columns={[
          { key: 'a', title: 'Left', fixed: 'left', width: 100 },
          { key: 'b', title: 'Middle' },
          { key: 'c', title: 'Status', fixed: 'right' },
          { key: 'd', title: 'Item status', fixed: 'right', width: 90 },
        ]}
        selectedRecords={[]}
        onSelectedRecordsChange={() => undefined}
        selectionLabels={{ record: (r) => `Select ${r.a}`, all: 'Select all' }}
      />,
    );
    const header = (name: string) => screen.getByText(name).closest('th')!;
    const cell = (text: string) => screen.getByText(text).closest('td')!;
    // Right: the outermost sticks at the edge at its width, the next one beside it.
    expect([header('Item status').style.right, cell('D1').style.right, header('Item status').style.width]).toEqual(['0px', '0px', '90px']);
    expect([header('Status').style.right, cell('C1').style.right]).toEqual(['90px', '90px']);
    // Left: after the selection column, which sticks too, at its fixed width.
    expect([header('Left').style.left, cell('A1').style.left]).toEqual(['44px', '44px']);
    const selection = screen.getByRole('checkbox', { name: 'Select A1' }).closest('td')!;
    expect([selection.style.left, selection.style.width]).toEqual(['0px', '44px']);
    expect(cell('B1').style.position).toBe('');
  });
});

describe('DataTable on a wide screen: a new page of rows', () => {
  it('shows a screen of rows in its first commit and every row in the next, so the browser lays them out in two frames', async () => {
    await switchLanguage('en');
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, !query.includes('max-width')));
    const rows = Array.from({ length: 25 }, (_, i) => ({ id: String(i + 1), name: `Row ${i + 1}` }));
    const rowsAtCommit: number[] = [];
    wrap(
      <Profiler id="table" onRender={() => rowsAtCommit.push(document.querySelectorAll('tbody tr').length)}>
        <DataTable ariaLabel="Rows" records={rows} idAccessor={(r) => r.id} columns={[{ key: 'name', title: 'Name' }]} />
      </Profiler>,
    );
    expect(await screen.findByText('Row 25')).toBeTruthy();
    expect(rowsAtCommit[0]).toBe(10);
    expect(rowsAtCommit.at(-1)).toBe(25);
  });
});

describe('DataTable on a wide screen: choosing, sorting, opening', () => {
  it("the page's box adds this page's rows to those chosen elsewhere; a header sorts, the same one turns; an opened row shows below itself", async () => {
    await switchLanguage('en');
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, !query.includes('max-width')));
    const rows = [
      { id: '1', po: '4500000001', qty: 5 },
      { id: '2', po: '4500000002', qty: 7 },
    ];
    const elsewhere = { id: '9', po: '4500000009', qty: 1 };
    const chosen: string[][] = [];
    const sorts: string[] = [];
    function Chooser() {
      const [selected, setSelected] = useState([elsewhere]);
      const [sort, setSort] = useState<{ columnAccessor: string; direction: 'asc' | 'desc' }>({ columnAccessor: 'po', direction: 'asc' });
      return (
        <DataTable
          ariaLabel="POs"
          records={rows}
          idAccessor={(r) => r.id}
          columns={[
            { key: 'po', title: 'PO', sortable: true },
            { key: 'qty', title: 'Quantity', sortable: true, align: 'right' },
          ]}
          selectedRecords={selected}
          onSelectedRecordsChange={(next) => {
            chosen.push(next.map((r) => r.id));
            setSelected(next);
          }}
          selectionLabels={{ record: (r) => `Select PO ${r.po}`, all: 'Select all rows on this page' }}
          sortStatus={sort}
          onSortStatusChange={(next) => {
            sorts.push(`${next.columnAccessor} ${next.direction}`);
            setSort(next);
          }}
          expansion={{ expandedIds: ['2'], content: (r) => `Accounts of ${r.po}` }}
        />
      );
    }
    wrap(<Chooser />);
    const table = screen.getByRole('table', { name: 'POs' });
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select PO 4500000002' }));
    expect(chosen.at(-1)).toEqual(['9', '2']);
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(chosen.at(-1)).toEqual(['9', '1', '2']);
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(chosen.at(-1)).toEqual(['9']);

    const po = within(table).getByRole('button', { name: 'PO Sorted ascending' });
    fireEvent.click(po);
    expect(within(table).getByRole('button', { name: 'PO Sorted descending' })).toBe(po);
    fireEvent.click(within(table).getByRole('button', { name: 'Quantity Not sorted' }));
    expect(sorts).toEqual(['po desc', 'qty asc']);
    expect(
      within(table)
        .getByRole('columnheader', { name: /Quantity/ })
        .getAttribute('aria-sort'),
    ).toBe('ascending');

    // The second PO's accounts: a row of their own right below it.
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows.map((r) => r.textContent)).toEqual(['45000000015', '45000000027', 'Accounts of 4500000002']);
  });
});
