import { readFileSync } from 'node:fs';
import { endpointRefusal } from '../../src/core/web/private-address';

const isLoopback = (address: string) => /^127\.\d+\.\d+\.\d+$/.test(address) || address === '::1';

/**
 * A host name that the address guard cannot judge by its spelling (not `localhost`, not an address)
 * and that the system resolves from /etc/hosts, without asking any DNS server, to loopback addresses
 * only: what a public-looking name pointing back at the server looks like. Tests of the guard at
 * connect time use it, so that a guard letting it through would still reach only this machine.
 * Debian and Docker systems list one (`ip6-localhost`, the machine's own name).
 */
export function loopbackName(): string {
  const addresses = new Map<string, string[]>();
  for (const line of readFileSync('/etc/hosts', 'utf8').split('\n')) {
    const [address, ...names] = line.replace(/#.*/, '').trim().split(/\s+/);
    for (const name of address ? names : []) addresses.set(name.toLowerCase(), [...(addresses.get(name.toLowerCase()) ?? []), address]);
  }
  for (const [name, list] of addresses) {
    if (list.every(isLoopback) && endpointRefusal(`https://${name}/`, { allowPrivateHosts: false }) === null) return name;
  }
  throw new Error('This test needs a name other than localhost that /etc/hosts gives a loopback address only (ip6-localhost, the machine name)');
}
