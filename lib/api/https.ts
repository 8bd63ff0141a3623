/** Whether the browser reached us over HTTPS (directly, or through a proxy that says so). */
export function isHttps(req: Request): boolean {
  return new URL(req.url).protocol === 'https:' || req.headers.get('x-forwarded-proto') === 'https';
}
