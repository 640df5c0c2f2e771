import { useSuspenseQuery } from '@tanstack/react-query';
import { PoTracking } from '../features/po/components/po-tracking.tsx';
import { currentUserQuery } from '../features/session/queries.ts';
import type { CachedPageProps } from '../shell/page-cache/cached-pages.tsx';
import { useDocumentSlots } from './po-document-slots.tsx';

/** `PO` (number) or `PO_id` from an e-mail's link open that PO; `Type` and `Account` are the guard's (spec 000 §2.2, §5). */
function openPoOf(search: Record<string, string>) {
  return search.PO_id ? { poId: search.PO_id } : search.PO ? { poNumber: search.PO } : undefined;
}

export function VendorPoPage({ search }: CachedPageProps) {
  const { data } = useSuspenseQuery(currentUserQuery());
  const documentSlots = useDocumentSlots(data.userInfo.userId);
  return <PoTracking side="vendor" userId={data.userInfo.userId} openPo={openPoOf(search)} documentSlots={documentSlots} />;
}

export function BuyerPoPage({ search }: CachedPageProps) {
  const { data } = useSuspenseQuery(currentUserQuery());
  const documentSlots = useDocumentSlots(data.userInfo.userId);
  return <PoTracking side="buyer" userId={data.userInfo.userId} openPo={openPoOf(search)} documentSlots={documentSlots} />;
}
