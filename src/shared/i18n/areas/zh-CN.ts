import type { AreasCatalogue } from '../en.ts';
import { accountZhCN } from '../account/zh-CN.ts';
import { poZhCN } from '../po/zh-CN.ts';
import { uploadZhCN } from '../upload/zh-CN.ts';
import { uiZhCN } from '../ui/zh-CN.ts';
import { libraryZhCN } from '../library/zh-CN.ts';
import { messagesZhCN } from '../messages/zh-CN.ts';
import { shippingDocsZhCN } from '../shipping-documents/zh-CN.ts';
import { chatZhCN } from '../chat/zh-CN.ts';
import { dangerousGoodsZhCN } from '../dangerous-goods/zh-CN.ts';

/** The catalogues of the signed-in areas: loaded after the sign-in page's core, with the signed-in frame. */
export const areasZhCN = {
  account: accountZhCN,
  po: poZhCN,
  upload: uploadZhCN,
  ui: uiZhCN,
  library: libraryZhCN,
  messages: messagesZhCN,
  shippingDocs: shippingDocsZhCN,
  chat: chatZhCN,
  dangerousGoods: dangerousGoodsZhCN,
} as const satisfies AreasCatalogue;
