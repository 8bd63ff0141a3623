import type { Db } from '@/lib/db';
import { paramValues } from '@/lib/params/service';
import type { TPaymentMethod } from '@/lib/db/schema-orders';
import { isVietQrAccount, vietQrImage } from './vietqr';

export type TPaymentInstructions = {
  method: TPaymentMethod; amount: number; currency: string; transferContent: string;
  bankName: string; bankAccount: string; accountName: string;
  /** An SVG data URL; null when the shop has no usable account or the currency is not the dong. */
  qr: string | null;
};

/** What the shopper needs to pay: for a bank transfer, the shop's account and a VietQR with amount and code. */
export async function paymentInstructions(db: Db, o: { method: TPaymentMethod; total: number; currency: string; code: string }): Promise<TPaymentInstructions> {
  const v = await paramValues(db, { 'store.bank_name': '', 'store.bank_bin': '', 'store.bank_account': '', 'store.bank_account_name': '' });
  const [bankName, bin, bankAccount, accountName] = [v['store.bank_name'], v['store.bank_bin'], v['store.bank_account'], v['store.bank_account_name']];
  const canQr = o.method === 'BANK_TRANSFER' && o.currency === 'VND' && isVietQrAccount(bin.trim(), bankAccount.trim()) && o.total > 0;
  return {
    method: o.method, amount: o.total, currency: o.currency, transferContent: o.code, bankName, bankAccount, accountName,
    qr: canQr ? await vietQrImage({ bin: bin.trim(), account: bankAccount.trim(), amount: o.total, content: o.code }) : null,
  };
}
