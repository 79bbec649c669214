import { endpointRefusal, hostOf, isLocalName, isPrivateAddress } from './private-address';

const strict = { allowPrivateHosts: false };
const refusalOf = (address: string) => endpointRefusal(address, strict);

describe('the address guard on what users give the server to call', () => {
  it('refuses every spelling of a loopback or private host, as WHATWG URL reads it', () => {
    const spellings = [
      // names for this machine: upper case, trailing dot, subdomains of localhost, percent-encoded, full-width
      'https://localhost/x',
      'https://LOCALHOST/x',
      'https://localhost./x',
      'https://LocalHost../x',
      'https://localhost%2e/x',
      'https://%6c%6fcalhost/x',
      'https://ｌｏｃａｌｈｏｓｔ/x',
      'https://api.localhost/x',
      'https://API.LOCALHOST./x',
      // IPv4 in its dotted, trailing-dot, short, decimal, octal and hexadecimal forms
      'https://127.0.0.1/x',
      'https://127.0.0.1./x',
      'https://127.1/x',
      'https://2130706433/x',
      'https://017700000001/x',
      'https://0x7f.1/x',
      'https://0x7f000001/x',
      'https://０x7f.1/x',
      'https://0/x',
      'https://10.1.2.3/x',
      'https://0xa.1.2.3/x',
      'https://167837955/x',
      'https://172.16.0.1/x',
      'https://192.168.1.1/x',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/x',
      'https://224.0.0.1/x',
      'https://255.255.255.255/x',
      // IPv6: loopback written out, unspecified, mapped and compatible IPv4 in both notations, SIIT, NAT64, 6to4, local ranges
      'https://[::1]/x',
      'https://[0:0:0:0:0:0:0:1]/x',
      'https://[0000:0000:0000:0000:0000:0000:0000:0001]/x',
      'https://[::]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[::ffff:7f00:1]/x',
      'https://[::FFFF:7F00:0001]/x',
      'https://[::ffff:10.0.0.1]/x',
      'https://[::ffff:a9fe:a9fe]/x',
      'https://[::127.0.0.1]/x',
      'https://[::ffff:0:127.0.0.1]/x',
      'https://[64:ff9b::127.0.0.1]/x',
      'https://[64:ff9b::a00:1]/x',
      'https://[2002:7f00:1::]/x',
      'https://[2002:c0a8:101::1]/x',
      'https://[fd00::1]/x',
      'https://[fe80::1]/x',
      'https://[fec0::1]/x',
      'https://[ff02::1]/x',
      'https://[2001:db8::1]/x',
    ];
    for (const address of spellings) expect([address, refusalOf(address)]).toEqual([address, 'BLOCKED_ADDRESS']);
  });

  it('lets public hosts through, whatever their spelling', () => {
    for (const address of [
      'https://api.helloasso.com',
      'https://API.HelloAsso.com./v5',
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://db5p.notify.windows.com/w/?token=abc',
      'https://142.250.74.36/x',
      'https://2398907428/x',
      'https://[2a00:1450:4007:80e::200a]/x',
      'https://[::ffff:8.8.8.8]/x',
      'https://[64:ff9b::808:808]/x',
      'https://172.32.0.1/x',
      'https://localhost.example.org/x',
      'https://mylocalhost/x',
    ]) {
      expect([address, refusalOf(address)]).toEqual([address, null]);
    }
  });

  it('asks for https, and refuses what is not an address to call', () => {
    expect(refusalOf('http://api.helloasso.com')).toBe('INSECURE_URL');
    expect(refusalOf('HTTP://api.helloasso.com')).toBe('INSECURE_URL');
    for (const address of ['not a url', 'ftp://x.org/a', 'file:///etc/passwd', 'javascript:alert(1)', 'https://user:pw@api.helloasso.com', 'https://user@api.helloasso.com', 'https://api.helloasso.com/#x', 'https://[::1/x', 'https://1.2.3.4.5/x']) {
      expect([address, refusalOf(address)]).toEqual([address, 'INVALID_URL']);
    }
  });

  it('lets private hosts and http through when allowed (tests, the local demo), still not what is not an address', () => {
    const allowed = { allowPrivateHosts: true };
    for (const address of ['http://127.0.0.1:3901', 'https://localhost./x', 'https://[::1]:4000/x']) expect(endpointRefusal(address, allowed)).toBeNull();
    expect(endpointRefusal('ftp://x.org', allowed)).toBe('INVALID_URL');
    expect(endpointRefusal('https://u:p@127.0.0.1', allowed)).toBe('INVALID_URL');
  });

  it('judges a host as an address without brackets, or a name in lower case without its trailing dot', () => {
    expect(hostOf(new URL('https://LOCALHOST./'))).toBe('localhost');
    expect(hostOf(new URL('https://Api.Example.ORG../'))).toBe('api.example.org');
    expect(hostOf(new URL('https://[0:0:0:0:0:0:0:1]:8443/'))).toBe('::1');
    expect(hostOf(new URL('https://[::ffff:127.0.0.1]/'))).toBe('::ffff:7f00:1');
    expect(hostOf(new URL('https://0x7f.1/'))).toBe('127.0.0.1');
    expect(isLocalName('localhost')).toBe(true);
    expect(isLocalName('a.b.localhost')).toBe(true);
    expect(isLocalName('localhost.example.org')).toBe(false);
  });

  it('judges resolved addresses (what a name leads to) the same way', () => {
    for (const a of ['127.0.0.1', '127.255.255.254', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1', 'fe80::1%eth0', '::ffff:0:a00:1', '64:ff9b::7f00:1', '2002:a00:1::', '0.0.0.0', '::']) {
      expect([a, isPrivateAddress(a)]).toEqual([a, true]);
    }
    for (const a of ['8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8', 'example.org']) expect([a, isPrivateAddress(a)]).toEqual([a, false]);
  });
});
