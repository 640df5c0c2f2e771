import { describe, expect, it } from 'vitest';
import { bodyOfWorkflowConfig, textAsHtml, workflowConfigOf } from '../../src/shared/domain/message-html.ts';
import { openTargetOf, poHrefOf } from '../../src/app/features/messages/open-target.ts';

describe('message bodies and where messages open', () => {
  it('puts a workflow body into config as base64 then URL-encoding, Chinese included, and reads it back', () => {
    const body = '{"flowId":"报销/审批","id":42}';
    const config = workflowConfigOf(body);
    expect(config).toBe(encodeURIComponent(Buffer.from(body, 'utf8').toString('base64')));
    expect(config).not.toMatch(/[+/=]/);
    // The router hands the page the URL-decoded value.
    expect(bodyOfWorkflowConfig(decodeURIComponent(config))).toBe(body);
    expect(bodyOfWorkflowConfig('not base64!')).toBeNull();
  });

  it('writes the system’s plain text as escaped paragraphs', () => {
    expect(textAsHtml('A <b> & "c"\n\nnext\nline')).toBe('<p>A &lt;b&gt; &amp; &quot;c&quot;</p><p>next<br>line</p>');
  });

  it('opens a PO event at its PO on the recipient’s side, a notice in a dialog, anything else on the workflow page', () => {
    expect(poHrefOf({ side: 'buyer', poId: 'a b', poNumber: '4500000001' })).toBe('/materialTracking/buyer/index?PO_id=a%20b');
    expect(openTargetOf({ type: 2, link: { side: 'vendor' } }, '')).toEqual({ kind: 'href', href: '/materialTracking/vendor/index' });
    expect(openTargetOf({ type: 1, link: null }, '<p>x</p>')).toEqual({ kind: 'dialog' });
    expect(openTargetOf({ type: 2, link: null }, 'flow')).toEqual({ kind: 'href', href: `/workFlowDetail?config=${workflowConfigOf('flow')}` });
  });
});
