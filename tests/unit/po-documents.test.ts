import { describe, expect, it } from 'vitest';
import type { PoShippingDocumentRow } from '../../src/shared/contracts/po-rows.ts';
import {
  deleteDocumentMutation,
  deleteDocumentRefusal,
  receiveDocumentMutation,
  receiveDocumentRefusal,
  unreceiveDocumentMutation,
  unreceiveDocumentRefusal,
} from '../../src/shared/domain/po/shipping-documents.ts';
import type { RowsView } from '../../src/shared/domain/sync-mutations.ts';

const doc = (patch: Partial<PoShippingDocumentRow> = {}): PoShippingDocumentRow & { _rev: number } => ({
  id: 'd1',
  poId: 'p1',
  poNumber: '4500000001',
  itemId: null,
  itemNumber: null,
  supplierCode: 'V1001',
  plant: '1000',
  purchasingGroup: 'P01',
  fileId: 'f1',
  fileName: 'packing.pdf',
  fileSize: 10,
  docType: 'packingList',
  remark: '',
  uploaderName: 'Victor Vendor',
  createdAt: 1,
  status: 'sent',
  receivedBy: null,
  receivedAt: null,
  _rev: 41,
  ...patch,
});
const viewOf = (...docs: ReturnType<typeof doc>[]): RowsView => new Map([['poShippingDocuments', new Map(docs.map((d) => [d.id, d]))]]);

describe('shipping document rules', () => {
  it('receives only a sent document and unreceives only a received one', () => {
    expect(receiveDocumentRefusal(doc())).toBeNull();
    expect(receiveDocumentRefusal(doc({ status: 'received' }))).toEqual({ key: 'alreadyReceived', params: { file: 'packing.pdf' } });
    expect(unreceiveDocumentRefusal(doc({ status: 'received' }))).toBeNull();
    expect(unreceiveDocumentRefusal(doc())).toEqual({ key: 'notYetReceived', params: { file: 'packing.pdf' } });
  });

  it('lets the vendor remove a document only until it is received', () => {
    expect(deleteDocumentRefusal(doc())).toBeNull();
    expect(deleteDocumentRefusal(doc({ status: 'received' }))?.key).toBe('receivedNoDelete');
  });
});

describe('shipping document overlays', () => {
  it('shows a receive at once, marked as waiting for the server, and leaves the pulled row alone', () => {
    const pulled = doc();
    const view = viewOf(pulled);
    receiveDocumentMutation.overlay(view, { documentId: 'd1' }, 'u1');
    expect(view.get('poShippingDocuments')?.get('d1')).toMatchObject({ status: 'received', pendingSync: true });
    expect(pulled.status).toBe('sent');
  });

  it('shows an unreceive as sent again with no receiver; a refused action changes nothing', () => {
    const view = viewOf(doc({ status: 'received', receivedBy: 'Bella Buyer', receivedAt: 5 }), doc({ id: 'd2' }));
    unreceiveDocumentMutation.overlay(view, { documentId: 'd1' }, 'u1');
    unreceiveDocumentMutation.overlay(view, { documentId: 'd2' }, 'u1');
    expect(view.get('poShippingDocuments')?.get('d1')).toMatchObject({ status: 'sent', receivedBy: null, receivedAt: null, pendingSync: true });
    expect(view.get('poShippingDocuments')?.get('d2')).not.toHaveProperty('pendingSync');
  });

  it('hides a removed document unless it is received', () => {
    const view = viewOf(doc(), doc({ id: 'd2', status: 'received' }));
    deleteDocumentMutation.overlay(view, { documentId: 'd1' }, 'u1');
    deleteDocumentMutation.overlay(view, { documentId: 'd2' }, 'u1');
    expect([...(view.get('poShippingDocuments')?.keys() ?? [])]).toEqual(['d2']);
  });

  it('decides on the rev the device pulled', () => {
    expect(receiveDocumentMutation.expectFrom?.(viewOf(doc()), { documentId: 'd1' }, 'u1')).toEqual({ documents: { d1: 41 } });
    expect(receiveDocumentMutation.expectFrom?.(viewOf(), { documentId: 'd1' }, 'u1')).toEqual({ documents: { d1: null } });
  });
});
