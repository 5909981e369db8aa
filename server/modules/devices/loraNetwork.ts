/** A LoRa meter as a registration sees it. */
export interface LoraMeter {
  id: number;
  serial: string;
  registered: boolean;
  deviceEui: string | null;
  commModUuid: string | null;
}

/** What became of one meter: done, already in the asked state on the network, or refused with a reason. */
export type LoraStep = 'done' | 'already' | { failed: string };

/** Where LoRa meters are registered: the simulated network, or a real network server. */
export interface LoraNetwork {
  /** called once with the meters about to change, before the first of them (keys are read here) */
  prepare?(meters: readonly LoraMeter[], action: 'register' | 'delete'): Promise<void>;
  register(meter: LoraMeter): Promise<LoraStep>;
  remove(meter: LoraMeter): Promise<LoraStep>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The portal's own bookkeeping only: `delayMs` simulates the network server's round trip per device. */
export function localLoraNetwork(delayMs: number): LoraNetwork {
  const step = async (): Promise<LoraStep> => {
    if (delayMs > 0) await sleep(delayMs);
    return 'done';
  };
  return { register: step, remove: step };
}
