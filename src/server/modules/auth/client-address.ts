import net from 'node:net';

/**
 * Where a sign-in came from, as a catalogue key. Without a geo-IP database (none ships offline) we
 * can only tell the local network apart from the rest; the address itself is recorded alongside.
 */
export function placeKey(ip: string): 'place.local' | 'place.unknown' {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (net.isIPv4(v4)) {
    const [a = 0, b = 0] = v4.split('.').map(Number);
    if (a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)) return 'place.local';
    return 'place.unknown';
  }
  if (ip === '::1' || ip.toLowerCase().startsWith('fc') || ip.toLowerCase().startsWith('fd') || ip.toLowerCase().startsWith('fe80')) return 'place.local';
  return 'place.unknown';
}

export function platformOf(userAgent: string): string {
  if (/android/i.test(userAgent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'iOS';
  if (/windows/i.test(userAgent)) return 'Windows';
  if (/mac os/i.test(userAgent)) return 'macOS';
  if (/linux/i.test(userAgent)) return 'Linux';
  return userAgent ? 'Other' : '';
}
