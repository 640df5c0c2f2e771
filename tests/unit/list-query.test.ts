import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listQuery } from '../../src/shared/contracts/endpoint.ts';
import { describeIssue } from '../../src/shared/domain/issues.ts';
import { createTranslator } from '../../src/shared/i18n/index.ts';

const poQuery = listQuery(
  ['poNumber', 'deliveryDate'],
  { sidx: 'deliveryDate', sort: 'asc' },
  z.strictObject({ status: z.enum(['open', 'closed']).optional() }),
);

/** What the server answers (and a form shows) for a refused query, in the reader's language. */
function refusal(input: Record<string, string>, language: 'en' | 'zh-CN' = 'en'): string {
  const parsed = poQuery.safeParse(input);
  if (parsed.success) return '';
  const t = createTranslator(language).t;
  return parsed.error.issues.map((issue) => describeIssue(issue, 'query', (key, params) => t(key, params))).join('; ');
}

describe('listQuery: the spec list query every list shares', () => {
  it('fills the page and the sort from the list defaults, and parses queryJson through the filters', () => {
    expect(poQuery.parse({})).toEqual({ currentPage: 1, pageSize: 20, sidx: 'deliveryDate', sort: 'asc' });
    expect(poQuery.parse({ currentPage: '3', sidx: 'poNumber', sort: 'desc', keyword: ' 45 ', queryJson: '{"status":"open"}' })).toEqual({
      currentPage: 3,
      pageSize: 20,
      sidx: 'poNumber',
      sort: 'desc',
      keyword: '45',
      queryJson: { status: 'open' },
    });
  });

  it('names the field inside queryJson, or queryJson itself, when a filter is wrong', () => {
    expect(refusal({ sidx: 'supplierName' })).toBe('sidx must be one of poNumber, deliveryDate');
    expect(refusal({ queryJson: '{"status":"lost"}' })).toBe('queryJson.status must be one of open, closed');
    expect(refusal({ queryJson: '{"plant":"1000"}' })).toContain('queryJson.plant');
    expect(refusal({ queryJson: 'status=open' })).toContain('queryJson');
    expect(refusal({ queryJson: '{"status":"lost"}' }, 'zh-CN')).toBe('queryJson.status 只能是 open, closed 之一');
  });
});

describe('a refusal in Chinese', () => {
  const form = z.object({ fullName: z.string().min(1), note: z.string().max(3) });
  const said = (values: object, labels: Record<string, string>, language: 'zh-CN' | 'zh-TW') => {
    const t = createTranslator(language).t;
    const parsed = form.safeParse(values);
    return parsed.success
      ? []
      : parsed.error.issues.map((issue) =>
          describeIssue(
            issue,
            'body',
            (key, params) => t(key, params),
            (path) => labels[path] ?? path,
          ),
        );
  };

  it('sets no space after a Chinese label, and keeps it after a field named by its path', () => {
    expect(said({ fullName: '', note: 'long' }, { fullName: '名称', note: '备注' }, 'zh-CN')).toEqual(['名称不能为空', '备注最多 3 个字符']);
    expect(said({ fullName: '', note: 'ok' }, { fullName: '名稱' }, 'zh-TW')).toEqual(['名稱不能為空']);
    expect(said({ fullName: 'x', note: 'long' }, {}, 'zh-CN')).toEqual(['note 最多 3 个字符']);
  });
});
