import type { MessageKey } from './mn';

/**
 * The main catalogue's texts that the staff screens show, in Simplified Chinese (words from
 * the zh glossary). Loaded only when a worker chooses 中文; every other text stays Mongolian.
 */
export const zh: Partial<Record<MessageKey, string>> = {
  'app.loading': '加载中…',
  'app.close': '关闭',
  'app.retry': '重试',
  'app.language': '语言',
  'nav.back': '返回',
  'nav.logout': '退出登录',
  'nav.staff': '员工',
  'search.priceUnknown': '运费未定',
  'status.REGISTERED': '已登记',
  'status.RECEIVED': '已到二连仓库',
  'status.SENT': '二连—乌兰巴托运输中',
  'status.DELIVERED': '已到乌兰巴托',
  'status.BROKEN': '破损',
  'status.FINISHED': '已完成',
  'orders.trackCode': '快递单号',
  'auth.phone': '手机号',
  'pending.send': '发送中…',
  'pending.search': '查找中…',
  'pending.save': '保存中…',
  'pending.delete': '删除中…',
};
