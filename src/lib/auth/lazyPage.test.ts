import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_FLAG, loadWithReload } from './lazyPage';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('loadWithReload: a failed chunk reloads the page once, never in a loop', () => {
  it('returns the module and clears the flag on success', async () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_FLAG, '1');
    const reload = vi.fn();
    await expect(
      loadWithReload(() => Promise.resolve('page'), { storage, reload, timeoutMs: 1000 }),
    ).resolves.toBe('page');
    expect(storage.getItem(CHUNK_RELOAD_FLAG)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once on the first failure', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    void loadWithReload(() => Promise.reject(new Error('Failed to fetch')), {
      storage,
      reload,
      timeoutMs: 1000,
    });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(storage.getItem(CHUNK_RELOAD_FLAG)).toBe('1');
  });

  it('throws instead of reloading again after a reload already happened', async () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_FLAG, '1');
    const reload = vi.fn();
    await expect(
      loadWithReload(() => Promise.reject(new Error('Failed to fetch')), {
        storage,
        reload,
        timeoutMs: 1000,
      }),
    ).rejects.toThrow('Failed to fetch');
    expect(reload).not.toHaveBeenCalled();
  });

  it('treats a load slower than the timeout as a failure', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const reload = vi.fn();
    void loadWithReload(() => new Promise<never>(() => undefined), {
      storage,
      reload,
      timeoutMs: 120_000,
    });
    await vi.advanceTimersByTimeAsync(119_000);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
