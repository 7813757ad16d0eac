// The addresses a calendar import may not reach (docs/decisions/0023-calendar-and-rates.md, "Channel sync"), IPv6
// forms that carry an IPv4 address included.
import { describe, expect, it } from 'vitest';
import { CHANNEL_SYNC_MESSAGES } from '@ikaze/domain';
import { fetchCalendar, isPrivateAddress } from './fetch-calendar.ts';

describe('isPrivateAddress', () => {
  it('refuses this machine, private networks and the IPv6 forms that carry an IPv4 address', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.1.1',
      '169.254.169.254',
      '::',
      '::1',
      // IPv4-compatible (::/96): ::127.0.0.1, ::10.0.0.1, and even a public address written so.
      '::7f00:1',
      '::a00:1',
      '::8.8.8.8',
      // NAT64 (64:ff9b::/96): 127.0.0.1 and 169.254.169.254 through a gateway.
      '64:ff9b::7f00:1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b::8.8.8.8',
      '::ffff:127.0.0.1',
      'fd00::1',
      'fe80::1',
      'not an address',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
  });

  it('lets public addresses through', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2001:4860:4860::8888', '64:ff9c::1', '1::8.8.8.8'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('refuses a URL naming such an address before connecting', async () => {
    for (const url of ['http://[::7f00:1]:9/a.ics', 'http://[64:ff9b::7f00:1]:9/a.ics'])
      await expect(fetchCalendar(url, { allowPrivate: false }), url).rejects.toThrow(
        CHANNEL_SYNC_MESSAGES.privateAddress,
      );
  });
});
