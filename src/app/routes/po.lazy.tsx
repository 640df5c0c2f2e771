import { useSuspenseQuery } from '@tanstack/react-query';
import { PoTracking } from '../features/po/components/po-tracking.tsx';
import { currentUserQuery } from '../platform/current-user.ts';
import { poListSearch } from '../../shared/domain/po/list-query.ts';
import type { PoSide } from '../../shared/domain/po/rules.ts';
import type { CachedPageProps } from '../shell/page-cache/cached-pages.tsx';
import { useSearchState } from '../platform/search-state.ts';
import { useDocumentSlots } from './shipping-document-slots.tsx';

/** `PO` (number) or `PO_id` from an e-mail's link open that PO; `Type` and `Account` are the guard's (spec 000 §2.2, §5). */
function openPoOf(search: Record<string, string>) {
  return search.PO_id ? { poId: search.PO_id } : search.PO ? { poNumber: search.PO } : undefined;
}

const withoutLink = (search: Record<string, string>) => Object.fromEntries(Object.entries(search).filter(([key]) => key !== 'PO' && key !== 'PO_id'));

function PoPage({ side, search, setSearch }: CachedPageProps & { side: PoSide }) {
  const { data } = useSuspenseQuery(currentUserQuery());
  const documentSlots = useDocumentSlots(data.userInfo.userId);
  const [list, setList] = useSearchState(poListSearch, search, setSearch);
  return (
    <PoTracking
      side={side}
      userId={data.userInfo.userId}
      openPo={openPoOf(search)}
      onLinkClosed={() => setSearch(withoutLink(search))}
      list={list}
      onList={setList}
      documentSlots={documentSlots}
    />
  );
}

export const VendorPoPage = (props: CachedPageProps) => <PoPage side="vendor" {...props} />;
export const BuyerPoPage = (props: CachedPageProps) => <PoPage side="buyer" {...props} />;
