import type { AreasCatalogue } from '../en.ts';
import { accountZhTW } from '../account/zh-TW.ts';
import { poZhTW } from '../po/zh-TW.ts';
import { uploadZhTW } from '../upload/zh-TW.ts';
import { uiZhTW } from '../ui/zh-TW.ts';
import { libraryZhTW } from '../library/zh-TW.ts';
import { messagesZhTW } from '../messages/zh-TW.ts';
import { shippingDocsZhTW } from '../shipping-documents/zh-TW.ts';
import { chatZhTW } from '../chat/zh-TW.ts';
import { dangerousGoodsZhTW } from '../dangerous-goods/zh-TW.ts';

/** The catalogues of the signed-in areas: loaded after the sign-in page's core, with the signed-in frame. */
export const areasZhTW = {
  account: accountZhTW,
  po: poZhTW,
  upload: uploadZhTW,
  ui: uiZhTW,
  library: libraryZhTW,
  messages: messagesZhTW,
  shippingDocs: shippingDocsZhTW,
  chat: chatZhTW,
  dangerousGoods: dangerousGoodsZhTW,
} as const satisfies AreasCatalogue;
