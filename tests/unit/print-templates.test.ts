import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { fieldsOf, sanitizePrintHtml } from '../../src/shared/domain/print-templates.ts';
import { fillTemplate } from '../../src/app/ui/print/fill-template.ts';
import { numbered } from '../../src/server/modules/data-interfaces/sql-guard.ts';
import { placeholdersOf } from '../../src/shared/domain/data-interfaces.ts';

const { window } = new JSDOM('');
const purify = createDOMPurify(window);

/** The template sanitised and filled as the browser does, answered as HTML. */
function printed(template: string, rows: Record<string, unknown>[]): string {
  const sheet = window.document.implementation.createHTMLDocument('');
  sheet.body.innerHTML = sanitizePrintHtml(purify, template);
  fillTemplate(sheet.body, rows);
  return sheet.body.innerHTML;
}

describe('print templates', () => {
  it('fills the head from the first row and repeats a marked row per row', () => {
    const html = printed('<h1 title="{{no}}">单号 {{no}}</h1><table><tr data-repeat><td>{{item}}</td><td>{{qty}}</td></tr></table><p>合计 {{total}}</p>', [
      { no: 'PO-1', item: '螺丝', qty: 3, total: 5 },
      { no: 'PO-1', item: '螺母', qty: 2, total: 5 },
    ]);
    expect(html).toBe(
      '<h1 title="PO-1">单号 PO-1</h1><table><tbody><tr><td>螺丝</td><td>3</td></tr><tr><td>螺母</td><td>2</td></tr></tbody></table><p>合计 5</p>',
    );
  });

  it('sets values as text, never as markup, and leaves blanks without data', () => {
    expect(printed('<p>{{name}}</p>', [{ name: '<img src=x onerror=alert(1)>' }])).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(printed('<p>{{name}}</p><ul><li data-repeat>{{x}}</li></ul>', [])).toBe('<p></p><ul></ul>');
    expect(printed('<p onclick="x()">a</p><script>x()</script><iframe></iframe><style>p{}</style>', [])).toBe('<p>a</p>');
  });

  it('names the fields a template uses', () => {
    expect(fieldsOf('{{a}} {{ b }} {{a}} {x} {{1c}}')).toEqual(['a', 'b']);
  });
});

describe('data-interface placeholders', () => {
  it('numbers each use as a typed parameter, system variables included', () => {
    const text = 'select * from t where a = {a} and b > {b} and u = {@user} and a <> {a} and at < {@now}';
    expect(placeholdersOf(text)).toEqual(['a', 'b', '@user', '@now']);
    expect(numbered(text, new Map([['b', 'int']]))).toEqual({
      text: 'select * from t where a = ($1::text) and b > ($2::bigint) and u = ($3::text) and a <> ($4::text) and at < ($5::timestamptz)',
      slots: ['a', 'b', '@user', 'a', '@now'],
    });
  });
});
