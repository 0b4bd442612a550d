import type { Plugin, Rollup } from 'vite';

/**
 * Fails the build when a module the first load must not carry ends up in the start chunk or a chunk it imports
 * statically. zod is the one named in vite.config.ts: the web sends calls by their CallRef, so no schema is needed
 * at start, and a single value imported from a module of schemas (fields.ts's country codes did) brings its zod
 * calls and ~25 kB gzip of zod with it, with no other sign.
 */
export function keepOutOfStart(forbidden: { name: string; id: RegExp }[]): Plugin {
  return {
    name: 'shop-keep-out-of-start',
    apply: 'build',
    generateBundle(_options, bundle: Rollup.OutputBundle) {
      const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const initial = new Set<Rollup.OutputChunk>();
      const visit = (chunk: Rollup.OutputChunk | undefined) => {
        if (!chunk || initial.has(chunk)) return;
        initial.add(chunk);
        for (const file of chunk.imports) visit(byFile.get(file));
      };
      for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
      for (const chunk of initial)
        for (const { name, id } of forbidden) {
          if (!chunk.moduleIds.some((m) => id.test(m))) continue;
          const importers = chunk.moduleIds.filter(
            (m) => !id.test(m) && (this.getModuleInfo(m)?.importedIds ?? []).some((imported) => id.test(imported)),
          );
          this.error(`${name} is in the first load (${chunk.fileName}), imported by ${importers.join(', ')}`);
        }
    },
  };
}
