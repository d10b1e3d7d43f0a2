import { useEffect, useSyncExternalStore } from 'react';

import { gameSocket, type SocketSnapshot } from '@/lib/socket';

/** The socket's state for a component; connects on first use. */
export function useSocket(): SocketSnapshot {
  const snapshot = useSyncExternalStore(gameSocket.subscribe, gameSocket.getSnapshot);
  useEffect(() => {
    void gameSocket.connect();
  }, []);
  return snapshot;
}
