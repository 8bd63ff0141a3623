import QRCode from 'qrcode';

/* VietQR (NAPAS 247) is EMVCo's merchant-presented QR with Vietnam's account-transfer template. Banking apps in
   Vietnam read the bank, account, amount and transfer content from it. Made here, with no call to a QR service. */

const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as EMVCo specifies for tag 63. */
export function crc16(s: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(s, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export type TVietQr = { bin: string; account: string; amount: number; content: string };

/** The payload string. Amount in whole dong; content letters and digits only (banks strip the rest anyway). */
export function vietQrPayload(q: TVietQr): string {
  const content = q.content.replace(/đ/g, 'd').replace(/Đ/g, 'D').normalize('NFD').replace(/\p{M}/gu, '').replace(/[^A-Za-z0-9 ]/g, '').slice(0, 25);
  const body = [
    tlv('00', '01'),
    tlv('01', '12'), // dynamic: this code carries an amount and is meant for one payment
    tlv('38', tlv('00', 'A000000727') + tlv('01', tlv('00', q.bin) + tlv('01', q.account)) + tlv('02', 'QRIBFTTA')),
    tlv('53', '704'),
    tlv('54', String(Math.round(q.amount))),
    tlv('58', 'VN'),
    tlv('62', tlv('08', content)),
  ].join('') + '6304';
  return body + crc16(body);
}

export const isVietQrAccount = (bin: string, account: string) => /^\d{6}$/.test(bin) && /^[A-Za-z0-9]{4,19}$/.test(account);

/** The QR as an SVG data URL, for an <img>: an image cannot run anything, whatever it contains. */
export async function vietQrImage(q: TVietQr): Promise<string> {
  const svg = await QRCode.toString(vietQrPayload(q), { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
