/** The scanning device's id, made once per browser and kept (every validation names the device it was made on). */
import { localRecords } from '@festival/ui';

const KEY = 'festival.gate.device';

export function deviceId(): string {
  const known = localRecords.getItem(KEY);
  if (known && /^[A-Za-z0-9_-]{1,64}$/.test(known)) return known;
  const made = crypto.randomUUID();
  localRecords.setItem(KEY, made);
  return made;
}

/** A validation's own id, made on the device: sent twice, it counts once. */
export const newClientId = (): string => crypto.randomUUID();
