import type { TManagedProperty } from '@habitat/shared';
import { useCallback, useSyncExternalStore } from 'react';
import { useManagedProperties } from './api';

/** The building the console shows, remembered on this device. */
const STORAGE_KEY = 'habitat.manage.property';
const listeners = new Set<() => void>();

function readStored(): number | null {
  try {
    const value = Number(window.localStorage.getItem(STORAGE_KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function store(id: number): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, String(id));
  } catch {
    // Storage may be refused (private mode): the choice then lasts until the page reloads.
  }
  for (const listener of listeners) listener();
}

let inMemory: number | null = null;
const snapshot = () => inMemory ?? readStored();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * The managed properties and the one chosen: the remembered one while the manager still
 * manages it, else the first. `select` switches and remembers.
 */
export function useSelectedProperty() {
  const properties = useManagedProperties();
  const stored = useSyncExternalStore(subscribe, snapshot, snapshot);
  const list: TManagedProperty[] = properties.data?.data ?? [];
  const selected = list.find((p) => p.id === stored) ?? list[0] ?? null;
  const select = useCallback((id: number) => {
    inMemory = id;
    store(id);
  }, []);
  return { properties, list, selected, select };
}
