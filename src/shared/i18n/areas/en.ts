import { accountEn } from '../account/en.ts';
import { poEn } from '../po/en.ts';
import { uploadEn } from '../upload/en.ts';
import { uiEn } from '../ui/en.ts';
import { libraryEn } from '../library/en.ts';
import { messagesEn } from '../messages/en.ts';
import { shippingDocsEn } from '../shipping-documents/en.ts';
import { chatEn } from '../chat/en.ts';
import { dangerousGoodsEn } from '../dangerous-goods/en.ts';

/** The catalogues of the signed-in areas: loaded after the sign-in page's core, with the signed-in frame. */
export const areasEn = {
  account: accountEn,
  po: poEn,
  upload: uploadEn,
  ui: uiEn,
  library: libraryEn,
  messages: messagesEn,
  shippingDocs: shippingDocsEn,
  chat: chatEn,
  dangerousGoods: dangerousGoodsEn,
} as const;
