import type { OrderLanguage } from '../../../shared/api/orders';

/**
 * Every word an invoice prints that is not the customer's or the order's own, in English and Chinese.
 * An invoice speaks the order's language (the one its mails use); a plan's or a pack's, whose account
 * stores none, the language the request asks for (http/request-language.ts). Tax labels ("GST 5 %") stay as charged: they are
 * the tax authorities' own names.
 */
export type InvoiceLanguage = OrderLanguage;

export interface InvoiceLabels {
  /** The locale dates and amounts are written in. */
  locale: string;
  title: string;
  titleUnpaid: string;
  invoiceNo: (number: string) => string;
  date: (day: string) => string;
  gstHstNumber: (number: string) => string;
  qstNumber: (number: string) => string;
  billTo: string;
  shipTo: string;
  description: string;
  quantity: string;
  amount: string;
  moreLines: (count: number) => string;
  subtotal: string;
  tax: string;
  total: (currency: string) => string;
  amountPaid: string;
  refunded: string;
  footer: (currency: string) => string;
  orderSubject: (reference: string) => string;
  planSubject: (reference: string) => string;
  packSubject: (reference: string) => string;
  shipping: { standard: string; express: string };
  country: { CA: string; US: string };
}

const ENGLISH: InvoiceLabels = {
  locale: 'en-CA',
  title: 'INVOICE',
  titleUnpaid: 'INVOICE (UNPAID)',
  invoiceNo: (number) => `Invoice no. ${number}`,
  date: (day) => `Date: ${day}`,
  gstHstNumber: (number) => `GST/HST registration no. ${number}`,
  qstNumber: (number) => `QST registration no. ${number}`,
  billTo: 'Bill to',
  shipTo: 'Ship to',
  description: 'Description',
  quantity: 'Qty',
  amount: 'Amount',
  moreLines: (count) => `${count} more lines`,
  subtotal: 'Subtotal',
  tax: 'Tax',
  total: (currency) => `Total (${currency})`,
  amountPaid: 'Amount paid',
  refunded: 'Refunded',
  footer: (currency) => `Amounts in ${currency === 'CAD' ? 'Canadian dollars' : currency}. Thank you for your order.`,
  orderSubject: (reference) => `Order ${reference}`,
  planSubject: (reference) => `Plan ${reference}`,
  packSubject: (reference) => `Credit pack ${reference}`,
  shipping: { standard: 'Shipping (standard)', express: 'Shipping (express)' },
  country: { CA: 'Canada', US: 'United States' },
};

const CHINESE: InvoiceLabels = {
  locale: 'zh-CN',
  title: '发票',
  titleUnpaid: '发票（未付款）',
  invoiceNo: (number) => `发票编号：${number}`,
  date: (day) => `日期：${day}`,
  gstHstNumber: (number) => `GST/HST 税号：${number}`,
  qstNumber: (number) => `QST 税号：${number}`,
  billTo: '付款人',
  shipTo: '收货地址',
  description: '项目',
  quantity: '数量',
  amount: '金额',
  moreLines: (count) => `其余 ${count} 项`,
  subtotal: '小计',
  tax: '税费',
  total: (currency) => `合计（${currency}）`,
  amountPaid: '已付金额',
  refunded: '已退款',
  footer: (currency) => `金额以${currency === 'CAD' ? '加元' : currency}计。感谢您的订购。`,
  orderSubject: (reference) => `订单 ${reference}`,
  planSubject: (reference) => `会员方案 ${reference}`,
  packSubject: (reference) => `点数包 ${reference}`,
  shipping: { standard: '运费（标准）', express: '运费（快递）' },
  country: { CA: '加拿大', US: '美国' },
};

export const INVOICE_LABELS: Record<InvoiceLanguage, InvoiceLabels> = { en: ENGLISH, zh: CHINESE };
