import net from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** What the dashboard's gateway tells the embedded hub: the client it already identified. */
export interface ClientBindings {
  clientAddress?: string;
  /** Set by the dashboard's gateway: the write came through the dashboard or its agent tools. */
  via?: 'dashboard' | 'agent';
}

export type IsTrustedProxy = (address: string) => boolean;

const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** TRUSTED_PROXY's addresses and subnets as a test. */
export function trustedProxies(entries: readonly string[]): IsTrustedProxy {
  if (!entries.length) return () => false;
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const type = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(unmapped(address), type);
    else list.addSubnet(unmapped(address), Number(bits), type);
  }
  return (address) => {
    const family = net.isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * The address a request came from: the socket's peer, or, when that peer is a trusted proxy,
 * the right-most `X-Forwarded-For` entry no trusted proxy added (entries left of it are the
 * client's own say). `unknown` when there is no socket (in-process requests).
 */
export function clientAddressOf(c: Context, isTrusted: IsTrustedProxy): string {
  const given = (c.env as ClientBindings | undefined)?.clientAddress;
  if (given) return given;
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    return 'unknown';
  }
  if (!peer) return 'unknown';
  peer = unmapped(peer);
  if (!isTrusted(peer)) return peer;
  const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((h) => unmapped(h.trim()));
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!net.isIP(hops[i])) break;
    if (!isTrusted(hops[i])) return hops[i];
  }
  return peer;
}

/** One counter per client: an IPv6 host holds a whole /64, so it is counted as one. */
export function clientKeyOf(address: string): string {
  if (!net.isIPv6(address)) return address;
  const [head, tail] = address.split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
