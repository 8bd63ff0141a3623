import sharp from 'sharp';
import jsQR from 'jsqr';

/** Reads a QR code back from the SVG data URL the shop made, as a phone's camera would. */
export async function decodeQr(dataUrl: string): Promise<string> {
  const svg = Buffer.from(dataUrl.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64');
  const { data, info } = await sharp(svg, { density: 300 }).resize(600).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height);
  if (!code) throw new Error('no QR code found in the image');
  return code.data;
}
