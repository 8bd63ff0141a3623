/* Browser side of ad tracking: tells the server an AddToCart or InitiateCheckout happened. The server adds the IP,
   user agent, geo and Meta's cookies itself. Fire and forget: a lost beacon never blocks the shopper. */

export function track(eventName: 'AddToCart' | 'InitiateCheckout', data: {
  eventId?: string; productId?: string; customData?: { value?: number; currency?: string; content_ids?: string[]; num_items?: number };
} = {}) {
  const fbclid = new URLSearchParams(location.search).get('fbclid') ?? undefined;
  void fetch('/api/v1/tracking', {
    method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ eventName, eventId: data.eventId ?? crypto.randomUUID(), url: location.href, productId: data.productId, customData: data.customData, clientInfo: fbclid ? { fbclid } : undefined }),
  }).catch(() => undefined);
}
