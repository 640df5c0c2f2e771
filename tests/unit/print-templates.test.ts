import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { fieldsOf } from '../../src/shared/domain/print-templates.ts';
import { printAttributeAllowed } from '../../src/shared/domain/print-urls.ts';
import { printedBody } from '../../src/app/ui/print/fill-template.ts';
import { numbered } from '../../src/server/modules/data-interfaces/sql-guard.ts';
import { placeholdersOf } from '../../src/shared/domain/data-interfaces.ts';

const { window } = new JSDOM('');
const purify = createDOMPurify(window);

const ORIGIN = 'https://supplyline.test';

/** The template sanitised and filled as the browser does, answered as HTML. */
const printed = (template: string, rows: Record<string, unknown>[]) => printedBody(purify, window.document, template, rows, ORIGIN);

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

  it('prints when and by whom: {{@now}}, {{@today}} and {{@user}}, in the head and in repeated rows; they are not asked of the interface', () => {
    const variables = { '@now': '2026-11-29 19:20', '@today': '2026-11-29', '@user': 'Bella Buyer' };
    const html = printedBody(
      purify,
      window.document,
      '<p>{{@user}} {{@now}}</p><ul><li data-repeat>{{x}} {{ @today }}</li></ul>',
      [{ x: 'a' }, { x: 'b' }],
      ORIGIN,
      variables,
    );
    expect(html).toBe('<p>Bella Buyer 2026-11-29 19:20</p><ul><li>a 2026-11-29</li><li>b 2026-11-29</li></ul>');
    expect(fieldsOf('<p>{{@now}} {{no}} {{@user}}</p>')).toEqual(['no']);
  });

  it('sets values as text, never as markup, and leaves blanks without data', () => {
    expect(printed('<p>{{name}}</p>', [{ name: '<img src=x onerror=alert(1)>' }])).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(printed('<p>{{name}}</p><ul><li data-repeat>{{x}}</li></ul>', [])).toBe('<p></p><ul></ul>');
    expect(printed('<p onclick="x()">a</p><script>x()</script><iframe></iframe><style>p{}</style>', [])).toBe('<p>a</p>');
  });

  it('escapes a value for where it stands: a quote cannot leave its attribute, markup stays text', () => {
    const html = printed('<p title="{{q}}" class="x">{{q}}</p><p>{{tag}}</p>', [
      { q: '" onmouseover="alert(1)" x="', tag: '<img src=x onerror=alert(1)><script>alert(2)</script>' },
    ]);
    expect(html).toBe(
      '<p title="&quot; onmouseover=&quot;alert(1)&quot; x=&quot;" class="x">" onmouseover="alert(1)" x="</p><p>&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;</p>',
    );
    const sheet = new JSDOM(html).window.document;
    expect(sheet.querySelectorAll('img, script, [onmouseover]')).toHaveLength(0);
  });

  it('drops an address a value makes unsafe: scripts in links, pictures from other hosts', () => {
    const template = '<a href="{{link}}">go</a><img alt="logo" src="{{pic}}">';
    const fill = (link: string, pic: string) => printed(template, [{ link, pic }]);
    for (const link of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
    ]) {
      expect(fill(link, '/logo.png'), link).toBe('<a>go</a><img alt="logo" src="/logo.png">');
    }
    for (const pic of [
      'https://evil.example/p.png?secret',
      '//evil.example/p.png',
      'http://supplyline.test/p.png',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:text/html;base64,AAAA',
    ]) {
      expect(fill('https://supplier.example/a', pic), pic).toBe('<a href="https://supplier.example/a">go</a><img alt="logo">');
    }
    expect(fill('mailto:buyer@example.com', 'https://supplyline.test/files/logo.png')).toBe(
      '<a href="mailto:buyer@example.com">go</a><img alt="logo" src="https://supplyline.test/files/logo.png">',
    );
    expect(fill('#lines', 'data:image/png;base64,iVBORw0KGgo=')).toBe('<a href="#lines">go</a><img alt="logo" src="data:image/png;base64,iVBORw0KGgo=">');
    // The template's own addresses are held to the same rule.
    expect(
      printed('<img alt="x" src="https://tracker.example/t.gif"><p style="background:url({{u}})">a</p><p style="color:red">b</p>', [{ u: '/x.png' }]),
    ).toBe('<img alt="x"><p>a</p><p style="color:red">b</p>');
  });

  it('keeps a repeated line’s value that reads like a placeholder as it is', () => {
    expect(printed('<h1>{{no}}</h1><ul><li data-repeat>{{item}}</li></ul>', [{ no: 'PO-1', item: '{{no}}' }])).toBe('<h1>PO-1</h1><ul><li>{{no}}</li></ul>');
  });

  it('names the fields a template uses', () => {
    expect(fieldsOf('{{a}} {{ b }} {{a}} {x} {{1c}}')).toEqual(['a', 'b']);
  });
});

describe('print addresses', () => {
  it('links go to http(s), mailto or tel; loaded things come from the app or are inline raster images; form targets never stay', () => {
    const allowed = (name: string, value: string) => printAttributeAllowed(name, value, ORIGIN);
    expect([allowed('href', 'https://any.example/x'), allowed('href', 'tel:+86 21 1234'), allowed('href', 'ftp://x.example/a')]).toEqual([true, true, false]);
    expect([allowed('src', '/a.png'), allowed('poster', 'https://evil.example/a.png'), allowed('background', 'https://supplyline.test/b.png')]).toEqual([
      true,
      false,
      true,
    ]);
    expect([allowed('action', '/save'), allowed('formaction', '/save'), allowed('srcset', '/a.png 2x'), allowed('ping', '/p')]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect([
      allowed('style', 'color:red'),
      allowed('style', 'background:URL (x)'),
      allowed('style', 'background:u\\72l(x)'),
      allowed('style', 'b:image-set("x" 1x)'),
    ]).toEqual([true, false, false, false]);
    expect([allowed('title', 'javascript:alert(1)'), allowed('src', 'http://[bad')]).toEqual([true, false]);
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
