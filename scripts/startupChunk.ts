import type { Plugin } from 'vite';

/**
 * Puts every module the entry imports statically (transitively) into one `startup` chunk.
 * The automatic split cut that graph into a dozen small files, each a request on the first
 * paint's path; one file loads sooner. Lazily imported code is untouched: a module is captured
 * only if the entry reaches it without a dynamic import.
 */
export function startupChunk(): Plugin {
  const startup = new Set<string>();
  return {
    name: 'startup-chunk',
    apply: 'build',
    buildEnd() {
      startup.clear();
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const queue = [...entries];
      while (queue.length > 0) {
        const id = queue.pop();
        if (id === undefined || startup.has(id)) continue;
        startup.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      // The entry and its own module (index.html's main.tsx) stay the entry chunk.
      for (const entry of entries) {
        startup.delete(entry);
        if (entry.endsWith('.html')) {
          for (const id of this.getModuleInfo(entry)?.importedIds ?? []) startup.delete(id);
        }
      }
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [{ name: 'startup', test: (id: string) => startup.has(id) }],
        },
      };
    },
  };
}
